import { describe, expect, it } from 'vitest';
import { isAdminRole, roleForClaims } from './admin-role';

describe('isAdminUser ⇄ role', () => {
  it('reads only the role "admin" as an administrator', () => {
    expect(isAdminRole('admin')).toBe(true);
    expect(isAdminRole('user')).toBe(false);
    expect(isAdminRole(null)).toBe(false);
    expect(isAdminRole('Admin')).toBe(false);
  });

  it('promotes to admin, demotes an admin to user, and keeps any other role', () => {
    expect(roleForClaims('user', true)).toBe('admin');
    expect(roleForClaims(null, true)).toBe('admin');
    expect(roleForClaims('admin', false)).toBe('user');
    expect(roleForClaims('moderator', false)).toBe('moderator');
    expect(roleForClaims(null, false)).toBeNull();
  });
});
