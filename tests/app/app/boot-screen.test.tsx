import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BootScreen } from '@/app/boot-screen.tsx';

/** The boot screen index.html paints, as the browser parses it. */
function indexHtmlBoot(): Element | null {
  // (Formatting's line breaks between tags and around text are not the page's.)
  const html = readFileSync('index.html', 'utf8').replace(/>\s+/g, '>').replace(/\s+</g, '<');
  return new DOMParser().parseFromString(html, 'text/html').querySelector('#root > .boot');
}

describe('the boot screen (while the first screen loads)', () => {
  it('is the markup index.html paints before any script, so the hand-over cannot be seen', () => {
    const { container } = render(<BootScreen />);
    expect(container.firstElementChild?.isEqualNode(indexHtmlBoot())).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('has nothing to type into: no input exists before the form is live', () => {
    render(<BootScreen />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
