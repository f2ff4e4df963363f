import { Alert, Button, Paper, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/**
 * The frame both tree forms share: a labelled form under its heading, the failures in one
 * alert, Escape cancels; `children` are the fields and `actions` sit before Cancel.
 */
export function TreeFormShell({
  heading,
  errors,
  onSubmit,
  onCancel,
  children,
}: {
  heading: string;
  errors: readonly string[];
  onSubmit: () => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Paper
      component="form"
      aria-label={heading}
      withBorder
      p="md"
      m="md"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void onSubmit();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <Title order={3} size="h5" mb="sm">
        {heading}
      </Title>
      {errors.length ? (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {errors.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Alert>
      ) : null}
      {children}
    </Paper>
  );
}

export function CancelButton({ onCancel }: { onCancel: () => void }) {
  return (
    <Button variant="default" onClick={onCancel}>
      Cancel
    </Button>
  );
}
