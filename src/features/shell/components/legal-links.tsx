import { ExternalLink } from './external-link.tsx';

/** The Terms of Use and Privacy Policy links from the UI options, as list items. */
export function LegalLinks({ links }: { links: { terms?: string; privacy?: string } | undefined }) {
  return (
    <>
      <li>
        <ExternalLink variant="underline" href={links?.terms}>
          Terms of Use
        </ExternalLink>
      </li>
      <li>
        <ExternalLink variant="underline" href={links?.privacy}>
          Privacy Policy
        </ExternalLink>
      </li>
    </>
  );
}
