/**
 * Custom menu links (reporting.md §2 Layout): detail pages add them after load, and they are
 * cleared on every navigation. Links are stored with the location they were set for, so a link
 * set on one page never shows on the next, whatever order effects run in.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

export interface CustomMenuLink {
  label: string;
  url: string;
  icon?: 'transactions' | 'receipts' | 'zones' | 'hours' | 'tickets' | 'link';
}

interface Stored {
  locationKey: string;
  links: CustomMenuLink[];
}

/** The side menu of the current location: its links, and whether its page has declared them yet. */
interface SideMenu {
  links: CustomMenuLink[];
  declared: boolean;
}

const NONE: CustomMenuLink[] = [];
const UNDECLARED: SideMenu = { links: NONE, declared: false };

/**
 * The menu of the current location and the setter are two contexts: a page declaring its links
 * does not render itself again, and only what shows the links renders when they change (not the
 * whole layout on every navigation).
 */
const SideMenuContext = createContext<SideMenu>(UNDECLARED);
const SetSideMenuLinksContext = createContext<((value: Stored) => void) | null>(null);

export function SideMenuProvider({ children }: { children: ReactNode }) {
  const [stored, set] = useState<Stored>({ locationKey: '', links: NONE });
  const locationKey = useLocation().key;
  const current = stored.locationKey === locationKey;
  const menu = useMemo<SideMenu>(() => (current ? { links: stored.links, declared: true } : UNDECLARED), [current, stored]);
  return (
    <SetSideMenuLinksContext.Provider value={set}>
      <SideMenuContext.Provider value={menu}>{children}</SideMenuContext.Provider>
    </SetSideMenuLinksContext.Provider>
  );
}

/** The links for the current location: empty after every navigation. */
export function useCustomMenuLinks(): CustomMenuLink[] {
  return useContext(SideMenuContext).links;
}

/** Whether the page at this location has declared its links yet (it may declare none). */
export function useCustomMenuDeclared(): boolean {
  return useContext(SideMenuContext).declared;
}

/** A page declares its links; they live until the next navigation. */
export function useSetCustomMenuLinks(links: CustomMenuLink[] | undefined): void {
  const set = useContext(SetSideMenuLinksContext);
  const location = useLocation();
  const serialised = JSON.stringify(links ?? []);
  useEffect(() => {
    set?.({ locationKey: location.key, links: JSON.parse(serialised) as CustomMenuLink[] });
  }, [set, location.key, serialised]);
}
