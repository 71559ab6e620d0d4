import { describe, expect, it } from 'vitest';
import {
  emptyIncidentForm,
  fromLocalInput,
  incidentForm,
  incidentToForm,
  joinComponents,
  splitComponents,
  toIncidentRequest,
  toLocalInput,
  type IncidentFormValues,
} from './incident';

const filled: IncidentFormValues = {
  ...emptyIncidentForm(),
  title: '  Nedostupan SMS prolaz ',
  level: '3',
  serviceGroup: 'smspark',
  beginTime: '2026-11-21T08:15',
};

const issues = (values: IncidentFormValues) => {
  const result = incidentForm.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('incident form', () => {
  it('requires title, level, service group and begin time, and nothing else', () => {
    expect(issues(emptyIncidentForm())).toEqual({
      title: 'form.errors.required',
      level: 'form.errors.required',
      serviceGroup: 'form.errors.required',
      beginTime: 'form.errors.required',
    });
    expect(issues(filled)).toEqual({});
  });

  it('rejects a blank title and an end before the begin', () => {
    expect(issues({ ...filled, title: '   ' })).toEqual({ title: 'form.errors.required' });
    expect(issues({ ...filled, endTime: '2026-11-21T08:00' })).toEqual({ endTime: 'form.errors.endBeforeBegin' });
    expect(issues({ ...filled, level: '7' })).toEqual({ level: 'form.errors.required' });
  });

  it('sends an empty end time as null and the components joined with #', () => {
    const request = toIncidentRequest({ ...filled, components: ['SMS prolaz', ' Naplata '], description: 'a\nb' });
    expect(request).toEqual({
      title: 'Nedostupan SMS prolaz',
      incident_level: 3,
      service_group: 'smspark',
      begin_time: fromLocalInput('2026-11-21T08:15'),
      end_time: null,
      description: 'a\nb',
      component: 'SMS prolaz#Naplata',
    });
    expect(toIncidentRequest({ ...filled, endTime: '2026-11-21T09:00' }).end_time).toBe(fromLocalInput('2026-11-21T09:00'));
  });

  it('converts between datetime-local values and UTC instants both ways', () => {
    const instant = fromLocalInput('2026-11-21T08:15');
    expect(instant).toMatch(/^2026-11-2\dT\d{2}:15:00Z$/);
    expect(toLocalInput(instant)).toBe('2026-11-21T08:15');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('21.11.2026 08:15')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });

  it('splits and joins components, dropping empty ones', () => {
    expect(splitComponents('SMS prolaz#Naplata#')).toEqual(['SMS prolaz', 'Naplata']);
    expect(splitComponents('')).toEqual([]);
    expect(joinComponents(['', 'Rampe'])).toBe('Rampe');
  });

  it('fills the edit form from an incident', () => {
    const values = incidentToForm({
      id: 4,
      title: 'T',
      beginTime: '2026-11-20T09:30:00Z',
      endTime: null,
      description: 'd',
      components: ['Rampe'],
      serviceGroup: 'mgarage',
      level: 2,
      isPublic: true,
    });
    expect(values).toEqual({
      title: 'T',
      level: '2',
      serviceGroup: 'mgarage',
      beginTime: toLocalInput('2026-11-20T09:30:00Z'),
      endTime: '',
      description: 'd',
      components: ['Rampe'],
    });
  });
});
