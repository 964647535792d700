import { describe, expect, it } from 'vitest';
import { emailError, passwordError, safeRedirect } from './validation.ts';

describe('validation', () => {
  it('asks for an email, then for a valid one', () => {
    expect(emailError('  ', 'required')).toBe('required');
    expect(emailError('ana@studio', 'required')).toBe('Invalid email');
    expect(emailError('ana@studio.c', 'required')).toBe('Invalid email');
    expect(emailError(' ana@studio.tv ', 'required')).toBeNull();
  });

  it('checks the password strength', () => {
    expect(passwordError('')).toBe('a password must be set');
    expect(passwordError('abc')).toBe('password must have at least 6 characters');
    expect(passwordError('abcdef')).toBeNull();
  });

  it('follows only same-origin redirects', () => {
    expect(safeRedirect('/projects/1')).toBe('/projects/1');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
