import { ActionIcon, TextInput } from '@mantine/core';
import { useDebouncedCallback, useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Tooltip } from '../../components/Tooltip/Tooltip.tsx';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';
import { SEARCH_DEBOUNCE_MS, searchNavigation } from './search-entry.ts';

/**
 * The header's search (access-and-shell, Search entry): the icon opens a field; typing pushes the
 * search route once it rests for 500 ms, clearing replaces it; Escape closes the field and, from
 * the results, goes back; leaving the field off the search route closes it; `/` opens it anywhere.
 */
export function HeaderSearch() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const onSearchRoute = pathname === pathTo('search');
  const routeText = onSearchRoute ? (new URLSearchParams(search).get('q') ?? '') : '';
  const [open, setOpen] = useState(onSearchRoute);
  const [text, setText] = useState(routeText);
  const field = useRef<HTMLInputElement>(null);

  // the search route (a link, the back button) opens the field with its text, and leaving it for
  // another page closes it, unless one is typing there
  useEffect(() => {
    if (document.activeElement === field.current) return;
    setOpen(onSearchRoute);
    setText(routeText);
  }, [onSearchRoute, routeText]);

  const go = useDebouncedCallback((typed: string) => {
    const next = searchNavigation(typed, onSearchRoute);
    if (next) navigate(next.to, { replace: next.replace });
  }, SEARCH_DEBOUNCE_MS);

  const focus = () => {
    setOpen(true);
    requestAnimationFrame(() => field.current?.focus());
  };
  useHotkeys([['/', focus]]);

  if (!open) {
    return (
      <Tooltip label={messages.shell.search}>
        <ActionIcon variant="subtle" size="lg" aria-label={messages.shell.search} onClick={focus}>
          <IconSearch size={18} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <TextInput
      ref={field}
      type="search"
      size="sm"
      w={260}
      aria-label={messages.shell.search}
      placeholder={messages.search.placeholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        go(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        go.cancel();
        setOpen(false);
        setText('');
        if (onSearchRoute) navigate(-1);
      }}
      onBlur={() => {
        if (!onSearchRoute) setOpen(false);
      }}
    />
  );
}
