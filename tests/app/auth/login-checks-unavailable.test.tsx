import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { useLoginForm } from '@/features/auth/hooks/use-login-form.ts';
import { loginErrors } from '@/features/auth/model/login-checks.ts';
import { NO_RESPONSE_MESSAGE } from '@/lib/api-error.ts';

afterEach(() => vi.restoreAllMocks());

/** A submit event from a form showing a valid email login. */
function validSubmit(): FormEvent<HTMLFormElement> {
  const form = document.createElement('form');
  form.innerHTML =
    '<input type="radio" name="type" value="email" checked>' +
    '<input name="email" value="uk.sender@example.com"><input name="password" value="Sandbox1">';
  return { preventDefault: () => {}, currentTarget: form } as unknown as FormEvent<HTMLFormElement>;
}

describe('the login form when its checks cannot load (a lost connection on a phone)', () => {
  it('says so, sends nothing, and the next Login tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = vi.fn(() => Promise.resolve());
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ loginErrors });
    const { result } = renderHook(() => useLoginForm(send, load));
    await act(() => result.current.submit(validSubmit()));
    expect(result.current.formError).toBe(NO_RESPONSE_MESSAGE);
    expect(send).not.toHaveBeenCalled();
    await act(() => result.current.submit(validSubmit()));
    expect(result.current.formError).toBeUndefined();
    expect(send).toHaveBeenCalledWith({
      type: 'email',
      email: 'uk.sender@example.com',
      mobile: '',
      password: 'Sandbox1',
    });
  });
});
