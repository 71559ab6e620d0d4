/**
 * Custom menu links (reporting.md §2 Layout): detail pages add them after load, and they are
 * cleared on every navigation. Links are stored with the location they were set for, so a link
 * set on one page never shows on the next, whatever order effects run in.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
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

/**
 * The links and their setter are two contexts: the layout reads the links, a page only sets them,
 * so a page declaring its links does not render itself again.
 */
const SideMenuLinksContext = createContext<Stored | null>(null);
const SetSideMenuLinksContext = createContext<((value: Stored) => void) | null>(null);

export function SideMenuProvider({ children }: { children: ReactNode }) {
  const [stored, set] = useState<Stored>({ locationKey: '', links: [] });
  return (
    <SetSideMenuLinksContext.Provider value={set}>
      <SideMenuLinksContext.Provider value={stored}>{children}</SideMenuLinksContext.Provider>
    </SetSideMenuLinksContext.Provider>
  );
}

/** The links for the current location: empty after every navigation. */
export function useCustomMenuLinks(): CustomMenuLink[] {
  const stored = useContext(SideMenuLinksContext);
  const location = useLocation();
  if (!stored || stored.locationKey !== location.key) return [];
  return stored.links;
}

/** Whether the page at this location has declared its links yet (it may declare none). */
export function useCustomMenuDeclared(): boolean {
  const stored = useContext(SideMenuLinksContext);
  const location = useLocation();
  return stored?.locationKey === location.key;
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
