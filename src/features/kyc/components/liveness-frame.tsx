import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/** What the liveness page may use: the camera, the microphone and the full screen. */
export const LIVENESS_ALLOW = 'camera; microphone; fullscreen';

export interface LivenessFrameProps extends HTMLChakraProps<'iframe'> {
  url: string;
  title: string;
}

/** The identity provider's liveness page in an iframe (its origin checked when it was requested). */
export function LivenessFrame({ url, title, ...rest }: LivenessFrameProps) {
  return (
    <chakra.iframe
      src={url}
      title={title}
      allow={LIVENESS_ALLOW}
      allowFullScreen
      display="block"
      w="full"
      borderWidth="1px"
      borderRadius="md"
      bg="white"
      {...rest}
    />
  );
}
