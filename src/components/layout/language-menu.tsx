import { Languages } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { LANGUAGES, useLanguage, useT, type Language } from '@/lib/i18n';
import { useShellT } from '@/lib/shell-i18n';
import { toolButtonClasses } from './tool-button';

/** The top bar's language menu (zh / en); the choice persists and is sent to the server as Accept-Language. */
export function LanguageMenu() {
  const t = useT();
  const st = useShellT();
  const [language, setLanguage] = useLanguage();
  const short = language === 'zh' ? '中' : 'EN';
  return (
    <DropdownMenu>
      <Tooltip content={st('toolbar.language')}>
        <DropdownMenuTrigger
          className={cn(toolButtonClasses, 'w-auto gap-1 px-2')}
          // The name starts with what is seen (中 / EN), so speech input can say it (WCAG 2.5.3).
          aria-label={`${short} ${st('toolbar.language')}: ${t(`languages.${language}`)}`}
        >
          <Languages className="size-[18px]" aria-hidden="true" />
          <span className="text-xs font-medium uppercase">{short}</span>
        </DropdownMenuTrigger>
      </Tooltip>
      <DropdownMenuContent align="end" className="min-w-36">
        <DropdownMenuLabel>{st('toolbar.language')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={language}
          onValueChange={(value) => void setLanguage(value as Language)}
        >
          {LANGUAGES.map((option) => (
            <DropdownMenuRadioItem key={option} value={option} lang={option === 'zh' ? 'zh-CN' : 'en'}>
              {t(`languages.${option}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
