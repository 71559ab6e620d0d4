import { describe, expect, it } from 'vitest';
import { popisDanaResponse } from '../../src/api/contract/common';
import { personaToken } from './control/personas';
import { callJson, setupSimulatorTests } from './test-support';

setupSimulatorTests();

describe('the day list (popis-dana)', () => {
  const names = async (acceptLanguage?: string) => {
    const { status, body } = await callJson('/radna-vremena/popis-dana/', {
      token: personaToken('parking'),
      headers: acceptLanguage ? { 'Accept-Language': acceptLanguage } : {},
    });
    expect(status).toBe(200);
    return popisDanaResponse.parse(body).dani.map((day) => day.naziv);
  };

  it('names the weekdays from Monday in the language the request asks for: Croatian by default, English for en', async () => {
    expect(await names()).toEqual(['Ponedjeljak', 'Utorak', 'Srijeda', 'Četvrtak', 'Petak', 'Subota', 'Nedjelja']);
    expect(await names('hr')).toEqual(await names());
    expect(await names('en')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect((await names('en-GB,en;q=0.9'))[0]).toBe('Monday');
  });
});
