import { CornerDownLeft, Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { searchMenus, useMenuLeaves, type MenuLeaf } from '@/lib/menu';
import { useShellT } from '@/lib/shell-i18n';
import { MenuIcon } from './menu-icon';
import { useOpenMenu } from './menu-link';

interface MenuSearchProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Menu search (SPEC §2): leaf menus whose name starts with what is typed; ↑/↓ choose, Enter or a click opens
 * the menu's page, Esc closes. A combobox with a listbox, so screen readers announce the highlighted result.
 */
export function MenuSearch({ open, onOpenChange }: MenuSearchProps) {
  const st = useShellT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="top-[12vh] max-w-xl translate-y-0 gap-0 overflow-hidden p-0"
        aria-describedby={undefined}
      >
        <DialogTitle className="sr-only">{st('search.title')}</DialogTitle>
        {open ? <SearchPanel onDone={() => onOpenChange(false)} /> : null}
        <DialogDescription className="flex items-center justify-end gap-2 border-t border-line bg-canvas/60 px-4 py-2 text-xs text-muted">
          {st('search.hint')}
        </DialogDescription>
      </DialogContent>
    </Dialog>
  );
}

function SearchPanel({ onDone }: { onDone: () => void }) {
  const st = useShellT();
  const { leaves } = useMenuLeaves();
  const openMenu = useOpenMenu();
  const [query, setQuery] = useState('');
  const [highlighted, setHighlighted] = useState(0);
  const results = useMemo(() => searchMenus(leaves, query), [leaves, query]);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${highlighted}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [highlighted]);

  const choose = (leaf: MenuLeaf | undefined) => {
    if (!leaf) return;
    onDone();
    openMenu(leaf.menu);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setHighlighted((index) => (results.length ? (index + 1) % results.length : 0));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlighted((index) => (results.length ? (index - 1 + results.length) % results.length : 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(results[highlighted]);
    }
  };

  return (
    <div className="flex flex-col">
      <div className="flex items-center gap-3 border-b border-line px-4">
        <Search className="size-4 shrink-0 text-muted" aria-hidden="true" />
        <input
          autoFocus
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={results.length ? optionId(highlighted) : undefined}
          aria-label={st('search.placeholder')}
          placeholder={st('search.placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setHighlighted(0);
          }}
          onKeyDown={onKeyDown}
          spellCheck={false}
          autoComplete="off"
          className="h-12 min-w-0 flex-1 bg-transparent text-sm text-ink outline-none placeholder:text-muted"
        />
        <span className="shrink-0 text-xs text-muted" aria-live="polite">
          {st('search.count', { count: results.length })}
        </span>
      </div>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={st('search.results')}
        className="max-h-[min(420px,55vh)] overflow-y-auto p-2"
      >
        {results.length === 0 ? (
          <li className="px-3 py-8 text-center text-sm text-muted" role="presentation">
            {st('search.empty', { query: query.trim() })}
          </li>
        ) : (
          results.map((leaf, index) => {
            const selected = index === highlighted;
            return (
              <li
                key={leaf.menu.id}
                id={optionId(index)}
                data-index={index}
                role="option"
                aria-selected={selected}
                onMouseMove={() => setHighlighted(index)}
                onClick={() => choose(leaf)}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5',
                  selected ? 'bg-primary/10 text-primary' : 'text-ink',
                )}
              >
                <span
                  className={cn(
                    'flex size-8 shrink-0 items-center justify-center rounded-md',
                    selected ? 'bg-primary/15' : 'bg-canvas text-muted',
                  )}
                >
                  <MenuIcon source={leaf.menu.source} className="size-4" aria-hidden="true" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm font-medium">{leaf.menu.name}</span>
                  <span className="flex min-w-0 gap-2 text-xs text-muted">
                    {leaf.trail.length ? <span className="shrink-0">{leaf.trail.join(' / ')}</span> : null}
                    <span className="truncate font-mono opacity-75">{leaf.menu.path}</span>
                  </span>
                </span>
                {selected ? <CornerDownLeft className="size-4 shrink-0" aria-hidden="true" /> : null}
              </li>
            );
          })
        )}
      </ul>
    </div>
  );
}
