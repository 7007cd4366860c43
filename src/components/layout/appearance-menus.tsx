import { Check, Palette, Shirt } from 'lucide-react';
import { useId } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { useShellT } from '@/lib/shell-i18n';
import {
  DEFAULT_COLOR,
  PRESET_COLORS,
  setPrimaryColor,
  setTheme,
  THEMES,
  usePrimaryColor,
  useTheme,
  type ThemeName,
} from '@/lib/theme';
import { toolButtonClasses } from './tool-button';

/** Sidebar / header / canvas colours of each theme, for the picker's previews (mirrors styles.css). */
const PREVIEW: Record<ThemeName, [string, string, string]> = {
  default: ['#1d2230', '#ffffff', '#f3f5f9'],
  white: ['#ffffff', '#ffffff', '#f5f7fa'],
  dark: ['#15171c', '#1a1d23', '#111317'],
  star: ['#0f1538', '#141b48', '#eef1fb'],
  bule: ['#0d3a80', '#1456b8', '#eef3fb'],
  iview: ['#515a6e', '#ffffff', '#f5f7f9'],
  vip: ['#17171b', '#17171b', '#f6f3ec'],
  cool: ['#0e3d48', '#0e3d48', '#edf6f6'],
  d2: ['#ebf1f6', '#ebf1f6', '#ebf1f6'],
  hey: ['#2a1c3b', '#ffffff', '#f8f4f8'],
  lte: ['#222d32', '#3c8dbc', '#ecf0f5'],
};

function ThemePreview({ theme }: { theme: ThemeName }) {
  const [sidebar, header, canvas] = PREVIEW[theme];
  return (
    <span
      className="grid h-7 w-10 shrink-0 grid-cols-[10px_1fr] grid-rows-[8px_1fr] overflow-hidden rounded-md border border-line"
      aria-hidden="true"
    >
      <span className="row-span-2" style={{ background: sidebar }} />
      <span style={{ background: header }} />
      <span style={{ background: canvas }} />
    </span>
  );
}

/** The theme picker (SPEC §2: 11 themes), a radio menu so the current theme is announced as checked. */
export function ThemeMenu() {
  const st = useShellT();
  const theme = useTheme();
  return (
    <DropdownMenu>
      <Tooltip content={st('toolbar.theme')}>
        <DropdownMenuTrigger className={toolButtonClasses} aria-label={st('toolbar.theme')}>
          <Shirt className="size-[18px]" aria-hidden="true" />
        </DropdownMenuTrigger>
      </Tooltip>
      <DropdownMenuContent align="end" className="max-h-[75vh] w-56 overflow-y-auto">
        <DropdownMenuLabel>{st('toolbar.theme')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as ThemeName)}>
          {THEMES.map((name) => (
            <DropdownMenuRadioItem key={name} value={name} data-theme-option={name}>
              <ThemePreview theme={name} />
              {st(`themes.${name}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The primary colour picker: preset swatches, any colour through the native picker, and the default. */
export function ColorPicker() {
  const st = useShellT();
  const color = usePrimaryColor();
  const customId = useId();
  return (
    <Popover>
      <Tooltip content={st('toolbar.color')}>
        <PopoverTrigger className={toolButtonClasses} aria-label={st('toolbar.color')}>
          <Palette className="size-[18px]" aria-hidden="true" />
        </PopoverTrigger>
      </Tooltip>
      <PopoverContent className="w-64 p-4" aria-label={st('toolbar.color')}>
        <p className="mb-3 text-sm font-semibold">{st('toolbar.color')}</p>
        <div role="group" aria-label={st('toolbar.color')} className="grid grid-cols-5 gap-2">
          {PRESET_COLORS.map((preset) => {
            const selected = preset === color;
            return (
              <button
                key={preset}
                type="button"
                aria-label={preset}
                aria-pressed={selected}
                onClick={() => setPrimaryColor(preset)}
                className={cn(
                  'flex size-9 cursor-pointer items-center justify-center rounded-lg text-white shadow-sm transition hover:scale-105',
                  'focus-visible:ring-2 focus-visible:ring-ink/40 focus-visible:ring-offset-2 focus-visible:outline-none',
                  selected && 'ring-2 ring-ink/30 ring-offset-2',
                )}
                style={{ background: preset }}
              >
                {selected ? <Check className="size-4" aria-hidden="true" /> : null}
              </button>
            );
          })}
        </div>
        <div className="mt-4 flex items-center justify-between gap-3 border-t border-line pt-3">
          <label htmlFor={customId} className="flex cursor-pointer items-center gap-2 text-xs text-muted">
            <input
              id={customId}
              type="color"
              value={color.toLowerCase()}
              onChange={(event) => setPrimaryColor(event.target.value)}
              className="size-7 cursor-pointer rounded border border-line bg-transparent p-0.5"
            />
            {st('toolbar.colorCustom')}
            <span className="font-mono text-ink">{color}</span>
          </label>
          <button
            type="button"
            onClick={() => setPrimaryColor(DEFAULT_COLOR)}
            disabled={color === DEFAULT_COLOR}
            className="cursor-pointer rounded-md px-2 py-1 text-xs text-primary transition hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none disabled:cursor-default disabled:text-muted disabled:hover:bg-transparent"
          >
            {st('toolbar.colorReset')}
          </button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
