import { Camera } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { putFile } from '@/api/generated/blade-resource/endpoints/oss-endpoint/oss-endpoint';
import { ApiError } from '@/api/http';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useShellT } from '@/lib/shell-i18n';
import { avatarProblem } from './profile-schema';

interface AvatarFieldProps {
  value: string;
  name: string;
  onChange: (link: string) => void;
}

/**
 * The avatar: choose a JPG/PNG of at most 500 KB (checked here first, and again by the server), uploaded at
 * once to object storage (put-file?category=avatar); the returned link becomes the form's avatar value.
 */
export function AvatarField({ value, name, onChange }: AvatarFieldProps) {
  const st = useShellT();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState(false);

  const refuse = (message: string) => {
    setError(message);
    notify.error(message);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire a change
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) {
      refuse(problem === 'type' ? st('profile.avatarType') : st('profile.avatarSize'));
      return;
    }
    setError(undefined);
    setUploading(true);
    try {
      const answer = await putFile({ file }, { category: 'avatar' });
      onChange(answer.data.link);
      notify.success(st('profile.avatarUploaded'));
    } catch (caught) {
      // The http layer has toasted the server's refusal; keep it beside the field too.
      setError(caught instanceof ApiError ? caught.message : st('profile.avatarFailed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="flex items-center gap-5">
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={uploading}
        aria-label={st('profile.avatarChange')}
        aria-describedby={error ? errorId : `${inputId}-hint`}
        className={cn(
          'group relative size-20 shrink-0 cursor-pointer rounded-full',
          'focus-visible:ring-2 focus-visible:ring-primary/60 focus-visible:ring-offset-2 focus-visible:outline-none',
        )}
      >
        <UserAvatar
          src={value || undefined}
          name={name}
          className="size-20 text-2xl ring-4 ring-primary/10"
        />
        <span className="absolute inset-0 flex items-center justify-center rounded-full bg-black/45 text-white opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100">
          {uploading ? <Spinner className="size-5" /> : <Camera className="size-5" aria-hidden="true" />}
        </span>
      </button>
      <div className="flex flex-col gap-1.5">
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={uploading}
          className="cursor-pointer self-start rounded-md border border-line px-3 py-1.5 text-xs font-medium transition hover:border-primary hover:text-primary focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none disabled:opacity-60"
        >
          {uploading ? st('profile.avatarUploading') : st('profile.avatarChange')}
        </button>
        <p id={`${inputId}-hint`} className="text-xs text-muted">
          {st('profile.avatarHint')}
        </p>
        {error ? (
          <p id={errorId} role="alert" className="text-xs text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,.jpg,.jpeg,.png"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void onFile(event)}
        data-testid="avatar-file"
      />
    </div>
  );
}
