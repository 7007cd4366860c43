import { Check, ChevronDown, X } from 'lucide-react';
import { useState } from 'react';
import { MENU_ICON_NAMES, MenuIcon } from '@/components/layout/menu-icon';
import { inputClasses } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { useToolkitT } from '@/lib/toolkit-i18n';
import type { CustomFieldProps } from './field-def';

export interface IconPickerProps extends CustomFieldProps {
  /** The field's label: names the search box and the placeholders. */
  label: string;
  /** The names offered (default: every icon the sidebar can draw). */
  names?: readonly string[];
}

/**
 * Picks an icon name for a menu or top menu `source`, as a custom form field: the trigger previews the chosen
 * icon, the popover (Radix: focus moves in, Esc closes, focus returns) has a search box and a grid of icon
 * buttons. A stored value the sidebar cannot draw (e.g. a Saber `iconfont` class) is kept and shown as it is,
 * with the default icon, until the user picks another or clears it.
 */
export function IconPicker({ label, names = MENU_ICON_NAMES, bindElement, ...props }: IconPickerProps) {
  const t = useToolkitT();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const value = typeof props.value === 'string' ? props.value : '';
  const needle = query.trim().toLowerCase();
  const shown = needle ? names.filter((name) => name.includes(needle)) : names;

  if (props.readOnly) {
    return (
      <span className="relative">
        <MenuIcon
          source={value}
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <input
          ref={bindElement}
          id={props.id}
          className={cn(inputClasses, 'pl-9')}
          readOnly
          value={value}
          aria-describedby={props['aria-describedby']}
        />
      </span>
    );
  }

  const choose = (name: string | undefined) => {
    props.onChange(name ?? '');
    setOpen(false);
  };

  return (
    <div className="relative">
      <Popover
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setQuery('');
        }}
      >
        <PopoverTrigger
          ref={bindElement}
          id={props.id}
          disabled={props.disabled}
          onBlur={props.onBlur}
          aria-invalid={props.invalid || undefined}
          aria-required={props.required || undefined}
          aria-describedby={props['aria-describedby']}
          className={cn(
            inputClasses,
            'relative flex cursor-pointer items-center gap-2 pr-14 text-left',
            !value && 'text-muted',
          )}
        >
          {value ? <MenuIcon source={value} className="size-4 shrink-0" aria-hidden="true" /> : null}
          <span className="truncate">{value || t('form.selectPlaceholder', { label })}</span>
          <ChevronDown
            className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
        </PopoverTrigger>
        <PopoverContent align="start" className="w-80 p-2">
          <input
            type="search"
            autoComplete="off"
            className={inputClasses}
            aria-label={t('form.inputPlaceholder', { label })}
            placeholder={t('form.inputPlaceholder', { label })}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {shown.length > 0 ? (
            <ul
              role="list"
              aria-label={label}
              className="mt-2 grid max-h-64 grid-cols-3 gap-1 overflow-y-auto"
            >
              {shown.map((name) => {
                const selected = name === value;
                return (
                  <li key={name}>
                    <button
                      type="button"
                      aria-pressed={selected}
                      title={name}
                      onClick={() => choose(name)}
                      className={cn(
                        'relative flex w-full cursor-pointer flex-col items-center gap-1 rounded-md px-1 py-2 text-xs',
                        'hover:bg-primary/10 hover:text-primary focus-visible:bg-primary/10 focus-visible:ring-2',
                        'focus-visible:ring-primary/50 focus-visible:outline-none',
                        selected && 'bg-primary/10 font-medium text-primary',
                      )}
                    >
                      <MenuIcon source={name} className="size-5" aria-hidden="true" />
                      <span className="w-full truncate text-center">{name}</span>
                      {selected ? (
                        <Check className="absolute top-1 right-1 size-3" aria-hidden="true" />
                      ) : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="px-3 py-4 text-center text-muted">{t('form.noOptions')}</p>
          )}
        </PopoverContent>
      </Popover>
      {value && !props.disabled ? (
        <button
          type="button"
          aria-label={t('form.clear')}
          onClick={() => choose(undefined)}
          className="absolute top-1/2 right-8 flex size-5 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-muted hover:text-danger focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
        >
          <X className="size-3.5" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
