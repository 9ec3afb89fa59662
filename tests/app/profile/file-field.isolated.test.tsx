import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { FormProvider, useForm } from 'react-hook-form';
import { appSystem } from '@/app/theme.ts';
import { FileField } from '@/features/profile/components/file-field.tsx';
import { DRAWN_AGAIN, reencodePhoto } from './fake-reencode-photo.ts';

// jsdom draws no image: the browser's drawing is stood in for (the journeys use the real one).
vi.mock('@/features/profile/api/reencode-photo.ts', () => import('./fake-reencode-photo.ts'));

const KB = 1024;
const NOT_PREPARED = 'This photo could not be prepared for upload. Please choose another photo, or a PDF.';

/** The field in a form; `held()` is the file the form would send. */
function renderField() {
  let held: () => unknown = () => undefined;
  function Form() {
    const form = useForm<{ id1: File | null }>({ defaultValues: { id1: null } });
    held = () => form.getValues('id1');
    return (
      <FormProvider {...form}>
        <FileField name="id1" label="ID document" required />
      </FormProvider>
    );
  }
  render(
    <ChakraProvider value={appSystem()}>
      <Form />
    </ChakraProvider>,
  );
  const input = screen.getByLabelText(/^ID document/, { selector: 'input' });
  return { input, held: () => held() };
}

const photo = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1 });

beforeEach(() => {
  reencodePhoto.mockClear();
});

describe('a document upload: every photo is drawn again before it is sent', () => {
  it.each([
    ['a small JPEG (20 KB)', photo('id.jpg', 'image/jpeg', 20 * KB), 'id.jpg'],
    ['a JPEG just under 1 MB', photo('id.jpeg', 'image/jpeg', 1000 * KB), 'id.jpeg'],
    ['a large PNG (3 MB)', photo('scan.png', 'image/png', 3000 * KB), 'scan.jpg'],
  ])('%s: the form holds the photo drawn again, never the one chosen', async (_, chosen, shown) => {
    const { input, held } = renderField();
    await userEvent.setup().upload(input, chosen);
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(reencodePhoto).toHaveBeenCalledWith(chosen);
    const file = held() as File;
    expect(file).not.toBe(chosen);
    expect(await file.text()).toBe(DRAWN_AGAIN);
  });

  it('a PDF goes as it is', async () => {
    const { input, held } = renderField();
    const pdf = new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' });
    await userEvent.setup().upload(input, pdf);
    expect(await screen.findByText('bill.pdf')).toBeInTheDocument();
    expect(reencodePhoto).not.toHaveBeenCalled();
    expect(held()).toBe(pdf);
  });

  it('a photo the browser cannot draw is never sent as it is: it says so and holds nothing', async () => {
    reencodePhoto.mockRejectedValueOnce(new Error('The image could not be decoded.'));
    const { input, held } = renderField();
    await userEvent.setup().upload(input, photo('broken.jpg', 'image/jpeg', 50 * KB));
    expect(await screen.findByText(NOT_PREPARED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('broken.jpg')).not.toBeInTheDocument());
    expect(held()).toBeNull();
  });
});
