import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useSignIn } from '#web/lib/session/index.ts';

/**
 * Username-or-email and password. Shows the server's own message on failure
 * ('Invalid login or password.', or the rate-limit text) and calls onSignedIn on success.
 */
export function SignInForm({ onSignedIn }: { onSignedIn?: () => void }) {
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    signIn.mutate({ login: login.trim(), password }, { onSuccess: onSignedIn });
  };

  return (
    <form onSubmit={submit} aria-label="Sign in" noValidate>
      <Stack gap="md">
        {signIn.error ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden />}
            role="alert"
            data-testid="sign-in-error"
          >
            {signIn.error.message}
          </Alert>
        ) : null}
        <TextInput
          label="Username or primary email"
          name="login"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          autoFocus
          value={login}
          onChange={(e) => setLogin(e.currentTarget.value)}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Button
          type="submit"
          fullWidth
          loading={signIn.isPending}
          disabled={!login.trim() || !password}
        >
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
