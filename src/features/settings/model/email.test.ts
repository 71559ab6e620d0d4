import { describe, expect, it } from 'vitest';
import { emailForm } from './email';

const issue = (email: string) => {
  const result = emailForm.safeParse({ email });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('settings e-mail', () => {
  it('requires an address', () => expect(issue('  ')).toBe('email.errors.required'));
  it.each(['ivana', 'ivana@', '@portal.hr', 'ivana@portal', 'iva na@portal.hr'])('rejects %s', (email) =>
    expect(issue(email)).toBe('email.errors.invalid'),
  );
  it.each(['ivana@portal.hr', ' ivana.horvat@partner-portal.hr '])('accepts %s, trimmed', (email) => {
    expect(issue(email)).toBeNull();
    expect(emailForm.parse({ email }).email).toBe(email.trim());
  });
});
