import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { BoundInputProps } from '@/components/field-frame.tsx';
import { NO_RESPONSE_MESSAGE } from '@/lib/api-error.ts';
import type { IdentifierType } from '../model/identifier.ts';
import type { LoginErrors } from '../model/login-checks.ts';
import { LOGIN_DEFAULTS, type LoginValues } from '../model/login-values.ts';

type LoginField = keyof LoginValues;

/** The fields in screen order: after a failed check the first one in error gets the focus. */
const FIELDS: readonly LoginField[] = ['type', 'email', 'mobile', 'password'];

type LoadChecks = () => Promise<{ loginErrors: (values: LoginValues) => Promise<LoginErrors> }>;

/** The checks (and the schema library) load when the user first touches the form. */
const loadLoginChecks: LoadChecks = () => import('../model/login-checks.ts');

/** The inputs' values as the page shows them (a password manager may fill them without typing). */
function readValues(form: HTMLFormElement, known: LoginValues): LoginValues {
  const values = { ...known };
  for (const name of FIELDS) {
    const element = form.elements.namedItem(name) as HTMLInputElement | RadioNodeList | null;
    if (element) Object.assign(values, { [name]: element.value });
  }
  return values;
}

/**
 * The login form's state, without a form library: the login screen is the first thing every
 * sender loads and must stay within its JavaScript budget (README, 'Speed'), so it does not
 * carry react-hook-form, which every other form uses. It behaves as those forms do: checked on
 * submit, then each field again as it changes; the first field in error gets the focus;
 * switching between email and mobile clears their errors. The inputs hold their own values.
 */
export function useLoginForm(
  onValid: (values: LoginValues) => Promise<void>,
  loadChecks: LoadChecks = loadLoginChecks,
) {
  const values = useRef<LoginValues>({ ...LOGIN_DEFAULTS });
  const submitted = useRef(false);
  const [type, setType] = useState<IdentifierType>(LOGIN_DEFAULTS.type);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [checksFailed, setChecksFailed] = useState(false);
  const clearFormError = useCallback(() => setChecksFailed(false), []);

  /** The current errors, or undefined (and the form-wide error) if the checks could not load. */
  const check = async (): Promise<LoginErrors | undefined> => {
    try {
      const { loginErrors } = await loadChecks();
      const found = await loginErrors(values.current);
      setChecksFailed(false);
      return found;
    } catch (error) {
      console.error('The form checks could not load', error);
      setChecksFailed(true);
      return undefined;
    }
  };

  const change = (name: LoginField) => (event: ChangeEvent<HTMLInputElement>) => {
    values.current = { ...values.current, [name]: event.target.value };
    if (name === 'type') {
      setType(event.target.value as IdentifierType);
      setErrors((now) => ({ ...now, email: undefined, mobile: undefined }));
    }
    if (!submitted.current) return;
    void check().then((found) => found && setErrors((now) => ({ ...now, [name]: found[name] })));
  };

  const bind = (name: LoginField): BoundInputProps =>
    name === 'type'
      ? { name, onChange: change(name) }
      : { name, defaultValue: values.current[name], onChange: change(name) };

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const form = event.currentTarget;
    values.current = readValues(form, values.current);
    submitted.current = true;
    const found = await check();
    if (!found) return;
    setErrors(found);
    const first = FIELDS.find((name) => found[name]);
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    else await onValid({ ...values.current });
  };

  return {
    type,
    bind,
    errorOf: (name: LoginField) => errors[name],
    submit,
    /** The form-wide error: its checks could not load (the next submit tries again). */
    formError: checksFailed ? NO_RESPONSE_MESSAGE : undefined,
    clearFormError,
    /** Starts loading the checks, e.g. when the form gets the focus. */
    preload: () => void loadChecks().catch(() => {}),
  };
}
