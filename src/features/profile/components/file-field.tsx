import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, chakra, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useController, useFormContext } from 'react-hook-form';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { reencodePhoto } from '../api/reencode-photo.ts';
import {
  ACCEPT_ATTRIBUTE,
  fileProblem,
  formatBytes,
  isAcceptedFormat,
  isPdf,
  isPhoto,
} from '../model/document-files.ts';
import { FILE_FORMAT, PHOTO_NOT_PREPARED } from '../model/messages.ts';

export interface FileFieldProps {
  name: string;
  label: string;
  required?: boolean;
  helperText?: string;
}

const HELP = 'A photo or scan: JPEG, PNG or PDF, up to 10 MB.';

/** A touch screen: the picker also offers 'Take a photo' (the camera). */
const COARSE_POINTER = '(pointer: coarse)';

/** An image file's object URL, for its thumbnail. */
interface Thumbnail {
  file: File;
  url: string;
}

/** A thumbnail for the chosen file, when it is a photo (and the browser can make one). */
function thumbnailOf(file: File): Thumbnail | null {
  if (isPdf(file) || typeof URL.createObjectURL !== 'function') return null;
  return { file, url: URL.createObjectURL(file) };
}

/**
 * One document upload bound to the form: 'Choose a file' (and 'Take a photo' on a phone), the
 * chosen file's preview (a thumbnail, or the name and size of a PDF) and Replace. A file is
 * checked as soon as it is chosen (jpeg, jpg, png or pdf of at most 10 MB); a photo is drawn again
 * first, without its EXIF data, and made smaller when large (the image library loads only then); a
 * wrong pick keeps the file before it.
 */
export function FileField({ name, label, required = false, helperText = HELP }: FileFieldProps) {
  const { control, setError, clearErrors, trigger, formState } = useFormContext();
  const {
    field: { value, onChange, ref: focusTarget },
    fieldState,
  } = useController({ control, name });
  const file = (value as File | null | undefined) ?? null;
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [thumbnail, setThumbnail] = useState<Thumbnail | null>(null);
  const preview = thumbnail && thumbnail.file === file ? thumbnail.url : null;
  useEffect(() => () => (thumbnail ? URL.revokeObjectURL(thumbnail.url) : undefined), [thumbnail]);
  const phone = useMediaQuery(COARSE_POINTER);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const ids = { label: useId(), input: useId(), help: useId(), error: useId(), choose: useId() };
  const error = fieldState.error?.message;

  const take = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    if (!isAcceptedFormat(chosen)) {
      setError(name, { message: FILE_FORMAT });
      return;
    }
    let ready = chosen;
    setNote(null);
    if (isPhoto(chosen)) {
      // Drawn again, whatever its size: its location and device data stay on the phone. A photo
      // that cannot be drawn is never sent as it is.
      setBusy(true);
      try {
        ready = await reencodePhoto(chosen);
      } catch {
        setError(name, { message: PHOTO_NOT_PREPARED });
        return;
      } finally {
        setBusy(false);
      }
      if (ready.size < chosen.size)
        setNote(`Made smaller for upload: ${formatBytes(chosen.size)} to ${formatBytes(ready.size)}.`);
    }
    const problem = fileProblem(ready, required);
    if (problem) {
      setError(name, { message: problem });
      return;
    }
    clearErrors(name);
    setThumbnail(thumbnailOf(ready));
    onChange(ready);
    if (formState.isSubmitted) void trigger(name);
  };

  const describedBy = [error ? ids.error : ids.help].join(' ');
  return (
    <Stack gap="1.5">
      <chakra.label id={ids.label} htmlFor={ids.input} fontSize="sm" fontWeight="medium">
        {label}
        {required && (
          <Box as="span" color="fg.error" aria-hidden="true" ms="1">
            *
          </Box>
        )}
      </chakra.label>
      <input
        ref={fileInput}
        id={ids.input}
        type="file"
        name={name}
        accept={ACCEPT_ATTRIBUTE}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        hidden
        onChange={(event) => void take(event)}
      />
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={`Take a photo: ${label}`}
        hidden
        onChange={(event) => void take(event)}
      />
      {file && (
        <HStack gap="3" borderWidth="1px" borderRadius="l2" p="2" minW="0">
          {preview ? (
            <Image
              src={preview}
              alt={`Preview of ${file.name}`}
              boxSize="14"
              objectFit="cover"
              borderRadius="l1"
            />
          ) : (
            <Box
              aria-hidden="true"
              boxSize="14"
              display="flex"
              alignItems="center"
              justifyContent="center"
              bg="bg.muted"
              borderRadius="l1"
              fontWeight="bold"
              fontSize="sm"
            >
              {isPdf(file) ? 'PDF' : 'IMG'}
            </Box>
          )}
          <Stack gap="0" minW="0" flex="1">
            <Text fontSize="sm" fontWeight="medium" truncate>
              {file.name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {formatBytes(file.size)}
            </Text>
          </Stack>
        </HStack>
      )}
      <HStack gap="2" wrap="wrap">
        <Button
          ref={focusTarget}
          id={ids.choose}
          size="sm"
          variant="outline"
          aria-labelledby={`${ids.choose} ${ids.label}`}
          aria-describedby={describedBy}
          loading={busy}
          loadingText="Preparing the photo..."
          onClick={() => fileInput.current?.click()}
        >
          {file ? 'Replace' : 'Choose a file'}
        </Button>
        {phone && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => cameraInput.current?.click()}>
            Take a photo
          </Button>
        )}
      </HStack>
      {note && (
        <Text fontSize="xs" color="fg.muted" role="status">
          {note}
        </Text>
      )}
      {error ? (
        <Text id={ids.error} color="fg.error" fontSize="xs">
          {error}
        </Text>
      ) : (
        <Text id={ids.help} color="fg.muted" fontSize="xs">
          {helperText}
        </Text>
      )}
    </Stack>
  );
}
