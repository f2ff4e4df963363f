import { Box } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './live-pulse.module.css';

/** How long the pulse class stays on after a change (the animation's length). */
export const PULSE_MS = 1200;

/** True for PULSE_MS after `value` changes; never for the first value. */
export function usePulse(value: unknown): boolean {
  const first = useRef(value);
  const [pulsing, setPulsing] = useState(false);
  useEffect(() => {
    if (Object.is(first.current, value)) return;
    first.current = value;
    setPulsing(true);
    const timer = setTimeout(() => setPulsing(false), PULSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return pulsing;
}

/** Wraps content that pulses when `value` changes while the page is open (a live update). */
export function LivePulse({ value, children }: { value: unknown; children: ReactNode }) {
  const pulsing = usePulse(value);
  return (
    <Box className={pulsing ? classes.pulse : undefined} data-pulsing={pulsing || undefined}>
      {children}
    </Box>
  );
}
