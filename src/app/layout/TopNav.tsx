/**
 * The top bar's menu from md up (below it the header's drawer, NavDrawer.tsx, lists the same
 * entries), on one row at any width: the entries that fit are links, the rest go into a
 * "More" menu at the end (all of them, under "Menu", when none fits). How many fit is measured, not
 * guessed from breakpoints: a persona's entries, the custom links and the language change the
 * natural width. An invisible copy of every entry, laid out as the bar would show it, gives each
 * one's width; a ResizeObserver on the bar recounts when the window or the bar's neighbours change.
 */
import { Box, Button, HStack, Link, Portal, type LinkProps } from '@chakra-ui/react';
import { Menu } from '../../design-system/components/overlays';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { matchPath, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { fittingCount } from './top-nav-fit';

export interface TopNavEntry {
  /** The path the entry opens, also its key. */
  to: string;
  label: string;
}

/** Space between entries: the HStack's gap="1" (4 px). */
const GAP = 4;

/** A menu link; the current page's is marked (aria-current, set by NavLink). */
export function NavItem({ to, children, ...rest }: { to: string; children: ReactNode } & Omit<LinkProps, 'children'>) {
  return (
    <Link
      asChild
      px="3"
      py="2"
      borderRadius="md"
      fontWeight="medium"
      color="fg"
      whiteSpace="nowrap"
      flexShrink={0}
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      css={{ '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg' } }}
      {...rest}
    >
      <NavLink to={to} end={to === '/'}>
        {children}
      </NavLink>
    </Link>
  );
}

const isCurrent = (to: string, pathname: string) =>
  matchPath({ path: to, end: to === '/' }, pathname) !== null;

export function TopNav({ entries, label }: { entries: TopNavEntry[]; label: string }) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const bar = useRef<HTMLDivElement>(null);
  const ruler = useRef<HTMLDivElement>(null);
  const signature = entries.map((entry) => `${entry.to}\u0000${entry.label}`).join('\u0001');
  const total = entries.length;
  // How many of these entries fit, once measured. Until then (new entries: the page's own links
  // arriving, another language) every entry is a link, and the measure, in the same frame, renders
  // the bar again only when they do not all fit.
  const [fit, setFit] = useState<{ signature: string; count: number } | null>(null);
  const shown = fit?.signature === signature ? fit.count : total;
  useLayoutEffect(() => {
    const barElement = bar.current;
    const rulerElement = ruler.current;
    if (!barElement || !rulerElement) return;
    const measure = () => {
      const widths = Array.from(
        rulerElement.querySelectorAll<HTMLElement>('[data-entry]'),
        (element) => element.getBoundingClientRect().width,
      );
      const more =
        rulerElement.querySelector<HTMLElement>('[data-more]')?.getBoundingClientRect().width ?? 0;
      const count = fittingCount({ available: barElement.getBoundingClientRect().width, widths, moreWidth: more, gap: GAP });
      // Drawn in the same frame, before it is painted; the same count renders nothing.
      flushSync(() =>
        setFit((current) => {
          const before = current?.signature === signature ? current.count : total;
          return count === before ? current : { signature, count };
        }),
      );
    };
    // A new observer reports each element's size once it is laid out, in the frame's own layout
    // (before paint): measuring here would lay out the whole new page inside this commit.
    const observer = new ResizeObserver(measure);
    observer.observe(barElement);
    observer.observe(rulerElement);
    return () => observer.disconnect();
  }, [signature, total]);

  const visible = entries.slice(0, shown);
  const hidden = entries.slice(shown);
  const hiddenCurrent = hidden.some((entry) => isCurrent(entry.to, pathname));

  return (
    <Box ref={bar} flex="1" minW="0" position="relative" minH="10" hideBelow="md">
      <HStack as="nav" aria-label={label} gap="1" wrap="nowrap" minH="10">
        {visible.map((entry) => (
          <NavItem key={entry.to} to={entry.to}>
            {entry.label}
          </NavItem>
        ))}
        {hidden.length > 0 ? (
          <Menu.Root onSelect={({ value }) => navigate(value)}>
            <Menu.Trigger asChild>
              <Button
                variant="ghost"
                fontWeight="medium"
                flexShrink={0}
                data-current={hiddenCurrent || undefined}
                css={{ '&[data-current]': { bg: 'brand.subtle', color: 'brand.fg' } }}
              >
                {visible.length === 0 ? t('nav.menu') : t('nav.more')}
                <Box as="span" aria-hidden="true" fontSize="xs">
                  ▾
                </Box>
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="12rem">
                  {hidden.map((entry) => (
                    <Menu.Item
                      key={entry.to}
                      value={entry.to}
                      aria-current={isCurrent(entry.to, pathname) ? 'page' : undefined}
                      css={{
                        '&[aria-current=page]': { color: 'brand.fg', fontWeight: 'semibold' },
                      }}
                    >
                      {entry.label}
                    </Menu.Item>
                  ))}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        ) : null}
      </HStack>
      {/* The ruler: every entry and the More button at their natural width, never seen or reached.
          Its box of no size clips it, so it never widens the page. */}
      <Box
        position="absolute"
        top="0"
        left="0"
        width="0"
        height="0"
        overflow="hidden"
        aria-hidden="true"
      >
        <HStack
          ref={ruler}
          aria-hidden="true"
          gap="1"
          wrap="nowrap"
          visibility="hidden"
          pointerEvents="none"
          width="max-content"
        >
          {entries.map((entry) => (
            <Box
              key={entry.to}
              data-entry
              px="3"
              py="2"
              fontWeight="medium"
              whiteSpace="nowrap"
              flexShrink={0}
            >
              {entry.label}
            </Box>
          ))}
          <Button data-more variant="ghost" fontWeight="medium" flexShrink={0} tabIndex={-1}>
            {t('nav.more')}
            <Box as="span" fontSize="xs">
              ▾
            </Box>
          </Button>
        </HStack>
      </Box>
    </Box>
  );
}
