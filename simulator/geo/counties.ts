/**
 * Croatia's twenty counties and the City of Zagreb (first-order divisions, ISO 3166-2:HR), as the
 * simulated geocoder names them. Their real boundaries are in simulator/geo/data/boundaries.json
 * (scripts/geo/boundaries-extract.ts).
 */
export interface County {
  /** ISO 3166-2 code. */
  code: string;
  /** The official Croatian name. */
  name: string;
  /** The English name, searchable too. */
  english: string;
  /** Where its result is pinned, [lat, lon]: its seat's real position (Zagreb County's seat is
   * Zagreb, outside it, so its largest town's). */
  seat: [number, number];
}

export const CITY_OF_ZAGREB = 'HR-21';

export const COUNTIES: readonly County[] = [
  { code: 'HR-01', name: 'Zagrebačka županija', english: 'Zagreb County', seat: [45.7125, 16.0756] },
  { code: 'HR-02', name: 'Krapinsko-zagorska županija', english: 'Krapina-Zagorje County', seat: [46.1608, 15.8789] },
  { code: 'HR-03', name: 'Sisačko-moslavačka županija', english: 'Sisak-Moslavina County', seat: [45.4661, 16.3783] },
  { code: 'HR-04', name: 'Karlovačka županija', english: 'Karlovac County', seat: [45.4929, 15.5553] },
  { code: 'HR-05', name: 'Varaždinska županija', english: 'Varaždin County', seat: [46.3044, 16.3378] },
  { code: 'HR-06', name: 'Koprivničko-križevačka županija', english: 'Koprivnica-Križevci County', seat: [46.1628, 16.8275] },
  { code: 'HR-07', name: 'Bjelovarsko-bilogorska županija', english: 'Bjelovar-Bilogora County', seat: [45.8986, 16.8423] },
  { code: 'HR-08', name: 'Primorsko-goranska županija', english: 'Primorje-Gorski Kotar County', seat: [45.3271, 14.4422] },
  { code: 'HR-09', name: 'Ličko-senjska županija', english: 'Lika-Senj County', seat: [44.5461, 15.3747] },
  { code: 'HR-10', name: 'Virovitičko-podravska županija', english: 'Virovitica-Podravina County', seat: [45.8319, 17.3839] },
  { code: 'HR-11', name: 'Požeško-slavonska županija', english: 'Požega-Slavonia County', seat: [45.3403, 17.6856] },
  { code: 'HR-12', name: 'Brodsko-posavska županija', english: 'Brod-Posavina County', seat: [45.16, 18.0156] },
  { code: 'HR-13', name: 'Zadarska županija', english: 'Zadar County', seat: [44.1194, 15.2314] },
  { code: 'HR-14', name: 'Osječko-baranjska županija', english: 'Osijek-Baranja County', seat: [45.555, 18.6955] },
  { code: 'HR-15', name: 'Šibensko-kninska županija', english: 'Šibenik-Knin County', seat: [43.735, 15.8952] },
  { code: 'HR-16', name: 'Vukovarsko-srijemska županija', english: 'Vukovar-Srijem County', seat: [45.3511, 19.0025] },
  { code: 'HR-17', name: 'Splitsko-dalmatinska županija', english: 'Split-Dalmatia County', seat: [43.5081, 16.4402] },
  { code: 'HR-18', name: 'Istarska županija', english: 'Istria County', seat: [45.2403, 13.9367] },
  { code: 'HR-19', name: 'Dubrovačko-neretvanska županija', english: 'Dubrovnik-Neretva County', seat: [42.6507, 18.0944] },
  { code: 'HR-20', name: 'Međimurska županija', english: 'Međimurje County', seat: [46.3844, 16.4339] },
  { code: CITY_OF_ZAGREB, name: 'Grad Zagreb', english: 'City of Zagreb', seat: [45.8131, 15.9775] },
];

/** The county of a name as places give it in `within` (the City of Zagreb for places inside it). */
export function countyNamed(name: string): County | undefined {
  return COUNTIES.find((c) => c.name === name) ?? (name === 'Zagreb' ? COUNTIES.find((c) => c.code === CITY_OF_ZAGREB) : undefined);
}
