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

const SideMenuContext = createContext<{
  stored: Stored;
  set: (value: Stored) => void;
} | null>(null);

export function SideMenuProvider({ children }: { children: ReactNode }) {
  const [stored, set] = useState<Stored>({ locationKey: '', links: [] });
  const value = useMemo(() => ({ stored, set }), [stored]);
  return <SideMenuContext.Provider value={value}>{children}</SideMenuContext.Provider>;
}

/** The links for the current location: empty after every navigation. */
export function useCustomMenuLinks(): CustomMenuLink[] {
  const context = useContext(SideMenuContext);
  const location = useLocation();
  if (!context || context.stored.locationKey !== location.key) return [];
  return context.stored.links;
}

/** Whether the page at this location has declared its links yet (it may declare none). */
export function useCustomMenuDeclared(): boolean {
  const context = useContext(SideMenuContext);
  const location = useLocation();
  return context?.stored.locationKey === location.key;
}

/** A page declares its links; they live until the next navigation. */
export function useSetCustomMenuLinks(links: CustomMenuLink[] | undefined): void {
  const context = useContext(SideMenuContext);
  const location = useLocation();
  const serialised = JSON.stringify(links ?? []);
  const set = context?.set;
  useEffect(() => {
    set?.({ locationKey: location.key, links: JSON.parse(serialised) as CustomMenuLink[] });
  }, [set, location.key, serialised]);
}
