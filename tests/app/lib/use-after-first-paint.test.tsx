import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint.ts';

describe('useAfterFirstPaint', () => {
  it('is false on the first render and true on the render after it', async () => {
    const seen: boolean[] = [];
    function Probe() {
      const ready = useAfterFirstPaint();
      seen.push(ready);
      return <p>{ready ? 'later' : 'first'}</p>;
    }
    render(<Probe />);
    expect(await screen.findByText('later')).toBeInTheDocument();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });
});
