import { afterEach, describe, expect, it } from 'vitest';
import { setSignedOut } from '../../api/http';
import { loginPathFor } from './guards';

describe('loginPathFor', () => {
  afterEach(() => setSignedOut(false));

  it('remembers the page a session ended on, with its query', () => {
    expect(loginPathFor({ pathname: '/garaze', search: '?od=2026-10-01&do=2026-10-15' })).toBe(
      '/login?next=%2Fgaraze%3Fod%3D2026-10-01%26do%3D2026-10-15',
    );
  });

  it('remembers nothing for the landing', () => {
    expect(loginPathFor({ pathname: '/', search: '' })).toBe('/login');
  });

  it('remembers nothing once the user has signed out: the next sign-in starts at the landing', () => {
    setSignedOut(true);
    expect(loginPathFor({ pathname: '/garaze', search: '?od=2026-11-01&do=2026-11-27' })).toBe('/login');
  });

  it('remembers again once a session is known', () => {
    setSignedOut(true);
    setSignedOut(false);
    expect(loginPathFor({ pathname: '/parking', search: '' })).toBe('/login?next=%2Fparking');
  });
});
