import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasErrors, useForm, type FieldErrors } from './use-form';

type Values = { name: string; city: string; age: string };
type Errors = Partial<Record<'name' | 'city' | 'age', string>>;

/** A stand-in for a domain rule: every field required, the age a whole number. */
const check = (v: Values): Errors => {
  const e: Errors = {};
  if (!v.name) e.name = 'required';
  if (!v.city) e.city = 'required';
  if (!/^\d+$/.test(v.age)) e.age = 'whole';
  return e;
};

const Probe = (props: {
  onValid: (v: Values) => void | Promise<void>;
  initialErrors?: Errors;
  extraCheck?: () => boolean;
}) => {
  const form = useForm({
    initial: { name: '', city: 'Lyon', age: 'x' },
    validate: check,
    initialErrors: props.initialErrors,
  });
  const input = (name: keyof Values) => (
    <p>
      <label>
        {name}
        <input aria-invalid={form.errors[name] ? true : undefined} {...form.bind(name)} />
      </label>
      {form.errors[name] && <span>{`${name}: ${form.errors[name]}`}</span>}
    </p>
  );
  return (
    <form {...form.formProps(props.onValid, props.extraCheck)}>
      {input('name')}
      {input('city')}
      {input('age')}
      <button type="submit" disabled={form.busy}>
        send
      </button>
    </form>
  );
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'send' }));

describe('useForm', () => {
  afterEach(cleanup);

  it('shows no error before the first submit, then all of them, focusing the first in the document', () => {
    const onValid = vi.fn();
    render(<Probe onValid={onValid} />);
    type('city', '');
    expect(screen.queryByText(/required|whole/)).toBeNull();
    send();
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByText('name: required')).toBeTruthy();
    expect(screen.getByText('city: required')).toBeTruthy();
    expect(screen.getByText('age: whole')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('name'));
  });

  it('revalidates on each change once submitted, keeping what was typed', () => {
    const onValid = vi.fn();
    render(<Probe onValid={onValid} />);
    type('name', 'Ada');
    send();
    expect(document.activeElement).toBe(screen.getByLabelText('age'));
    type('age', '36');
    expect(screen.queryByText('age: whole')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('name').value).toBe('Ada');
    send();
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada', city: 'Lyon', age: '36' });
  });

  it('shows the initial errors (a refused answer) until the first submit', () => {
    render(<Probe onValid={vi.fn()} initialErrors={{ city: 'taken' }} />);
    expect(screen.getByText('city: taken')).toBeTruthy();
    type('name', 'Ada');
    expect(screen.getByText('city: taken')).toBeTruthy();
    type('age', '3');
    send();
    expect(screen.queryByText('city: taken')).toBeNull();
  });

  it('refuses when the extra check fails, and is busy while the submit promise is pending', async () => {
    let ok = false;
    let resolve: () => void = () => undefined;
    const onValid = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    render(<Probe onValid={onValid} extraCheck={() => ok} />);
    type('name', 'Ada');
    type('age', '3');
    send();
    expect(onValid).not.toHaveBeenCalled();
    ok = true;
    send();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'send' }).disabled).toBe(true);
    resolve();
    await vi.waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'send' }).disabled).toBe(false),
    );
  });

  it('hasErrors counts fields with an entry', () => {
    const none: FieldErrors = {};
    expect(hasErrors(none)).toBe(false);
    expect(hasErrors({ a: { code: 'x' } })).toBe(true);
  });
});
