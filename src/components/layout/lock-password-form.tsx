import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { fieldErrorId, FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { lockScreen } from '@/lib/lock';
import { useShellT } from '@/lib/shell-i18n';

interface LockPasswordFormProps {
  /** Where unlocking goes back to. */
  returnTo: string;
  onLocked: () => void;
  onCancel?: () => void;
}

/** Asks for the lock password (SPEC §2: locking first asks for it; empty → 锁屏密码不能为空), then locks. */
export function LockPasswordForm({ returnTo, onLocked, onCancel }: LockPasswordFormProps) {
  const st = useShellT();
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await lockScreen(password, returnTo);
      onLocked();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormField
        id="lock-password"
        label={st('lock.password')}
        error={invalid ? st('lock.required') : undefined}
      >
        <PasswordInput
          ref={input}
          id="lock-password"
          autoFocus
          autoComplete="new-password"
          placeholder={st('lock.placeholder')}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (event.target.value) setInvalid(false);
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? fieldErrorId('lock-password') : undefined}
        />
      </FormField>
      <div className="flex justify-end gap-3">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {st('lock.cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={busy}>
          {st('lock.submit')}
        </Button>
      </div>
    </form>
  );
}
