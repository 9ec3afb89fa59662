import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { useForm, type Resolver } from 'react-hook-form';
import { appSystem } from '@/app/theme.ts';
import { FormRootError } from '@/components/form-root-error.tsx';
import { NO_RESPONSE_MESSAGE } from '@/lib/api-error.ts';
import { lazyResolver } from '@/lib/lazy-resolver.ts';

interface Values {
  amount: string;
}

/** A form whose checks load lazily, as the amount steps' and the beneficiary forms' do. */
function Form({ load, onValid }: { load: () => Promise<Resolver<Values>>; onValid: () => void }) {
  const form = useForm<Values>({ resolver: lazyResolver(load), defaultValues: { amount: '' } });
  return (
    <form onSubmit={form.handleSubmit(onValid)}>
      <FormRootError form={form} />
      <button type="submit">Calculate</button>
    </form>
  );
}

describe('a form whose checks cannot load', () => {
  it('says so, submits nothing, and the next press tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onValid = vi.fn();
    const pass: Resolver<Values> = async (values) => ({ values, errors: {} });
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(pass);
    const user = userEvent.setup();
    render(
      <ChakraProvider value={appSystem()}>
        <Form load={load} onValid={onValid} />
      </ChakraProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_RESPONSE_MESSAGE);
    expect(onValid).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
