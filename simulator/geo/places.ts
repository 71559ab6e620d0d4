/**
 * The simulated geocoder's gazetteer: real Croatian places with their real coordinates (WGS84,
 * rounded to about 10 m) and, for cities and towns, the area of the city or municipality in km²,
 * which their outline in data/boundaries.json has (scripts/geo/boundaries-extract.ts). The counties are
 * in counties.ts.
 */
export type PlaceKind = 'city' | 'town' | 'village' | 'suburb' | 'square' | 'park' | 'landmark' | 'county' | 'country';

export interface Place {
  name: string;
  kind: PlaceKind;
  lat: number;
  lon: number;
  /** The county (županija), or the city for places inside Zagreb. */
  within: string;
  /** Area in km² (cities, towns, the country): its boundary is searchable. */
  areaKm2?: number;
  /** Other names the place is searched by. */
  aliases?: string[];
}

export const PLACES: readonly Place[] = [
  { name: 'Zagreb', kind: 'city', lat: 45.8131, lon: 15.9775, within: 'Grad Zagreb', areaKm2: 641, aliases: ['Grad Zagreb'] },
  { name: 'Split', kind: 'city', lat: 43.5081, lon: 16.4402, within: 'Splitsko-dalmatinska županija', areaKm2: 79 },
  { name: 'Rijeka', kind: 'city', lat: 45.3271, lon: 14.4422, within: 'Primorsko-goranska županija', areaKm2: 44 },
  { name: 'Osijek', kind: 'city', lat: 45.555, lon: 18.6955, within: 'Osječko-baranjska županija', areaKm2: 171 },
  { name: 'Zadar', kind: 'city', lat: 44.1194, lon: 15.2314, within: 'Zadarska županija', areaKm2: 194 },
  { name: 'Pula', kind: 'city', lat: 44.8666, lon: 13.8496, within: 'Istarska županija', areaKm2: 52, aliases: ['Pola'] },
  { name: 'Slavonski Brod', kind: 'city', lat: 45.16, lon: 18.0156, within: 'Brodsko-posavska županija', areaKm2: 54 },
  { name: 'Karlovac', kind: 'city', lat: 45.4929, lon: 15.5553, within: 'Karlovačka županija', areaKm2: 402 },
  { name: 'Varaždin', kind: 'city', lat: 46.3044, lon: 16.3378, within: 'Varaždinska županija', areaKm2: 60 },
  { name: 'Šibenik', kind: 'city', lat: 43.735, lon: 15.8952, within: 'Šibensko-kninska županija', areaKm2: 404 },
  { name: 'Sisak', kind: 'city', lat: 45.4661, lon: 16.3783, within: 'Sisačko-moslavačka županija', areaKm2: 423 },
  { name: 'Velika Gorica', kind: 'city', lat: 45.7125, lon: 16.0756, within: 'Zagrebačka županija', areaKm2: 328 },
  { name: 'Vinkovci', kind: 'city', lat: 45.2883, lon: 18.8047, within: 'Vukovarsko-srijemska županija', areaKm2: 95 },
  { name: 'Vukovar', kind: 'city', lat: 45.3511, lon: 19.0025, within: 'Vukovarsko-srijemska županija', areaKm2: 100 },
  { name: 'Dubrovnik', kind: 'city', lat: 42.6507, lon: 18.0944, within: 'Dubrovačko-neretvanska županija', areaKm2: 143 },
  { name: 'Bjelovar', kind: 'city', lat: 45.8986, lon: 16.8423, within: 'Bjelovarsko-bilogorska županija', areaKm2: 191 },
  { name: 'Koprivnica', kind: 'city', lat: 46.1628, lon: 16.8275, within: 'Koprivničko-križevačka županija', areaKm2: 90 },
  { name: 'Čakovec', kind: 'city', lat: 46.3844, lon: 16.4339, within: 'Međimurska županija', areaKm2: 73 },
  { name: 'Samobor', kind: 'town', lat: 45.8011, lon: 15.7106, within: 'Zagrebačka županija', areaKm2: 250 },
  { name: 'Zaprešić', kind: 'town', lat: 45.8564, lon: 15.8078, within: 'Zagrebačka županija', areaKm2: 53 },
  { name: 'Dugo Selo', kind: 'town', lat: 45.8053, lon: 16.2386, within: 'Zagrebačka županija', areaKm2: 53 },
  { name: 'Sveta Nedelja', kind: 'town', lat: 45.7979, lon: 15.7776, within: 'Zagrebačka županija', areaKm2: 39 },
  { name: 'Jastrebarsko', kind: 'town', lat: 45.6686, lon: 15.6492, within: 'Zagrebačka županija', areaKm2: 227 },
  { name: 'Ivanić-Grad', kind: 'town', lat: 45.7081, lon: 16.3947, within: 'Zagrebačka županija', areaKm2: 174 },
  { name: 'Vrbovec', kind: 'town', lat: 45.8814, lon: 16.4242, within: 'Zagrebačka županija', areaKm2: 177 },
  { name: 'Zabok', kind: 'town', lat: 46.0294, lon: 15.9156, within: 'Krapinsko-zagorska županija', areaKm2: 35 },
  { name: 'Krapina', kind: 'town', lat: 46.1608, lon: 15.8789, within: 'Krapinsko-zagorska županija', areaKm2: 48 },
  { name: 'Petrinja', kind: 'town', lat: 45.4375, lon: 16.29, within: 'Sisačko-moslavačka županija', areaKm2: 380 },
  { name: 'Križevci', kind: 'town', lat: 46.0219, lon: 16.5425, within: 'Koprivničko-križevačka županija', areaKm2: 262 },
  { name: 'Rovinj', kind: 'town', lat: 45.0812, lon: 13.6387, within: 'Istarska županija', areaKm2: 88, aliases: ['Rovigno'] },
  { name: 'Poreč', kind: 'town', lat: 45.2272, lon: 13.5947, within: 'Istarska županija', areaKm2: 139 },
  { name: 'Makarska', kind: 'town', lat: 43.2969, lon: 17.0178, within: 'Splitsko-dalmatinska županija', areaKm2: 38 },
  { name: 'Trogir', kind: 'town', lat: 43.5167, lon: 16.2511, within: 'Splitsko-dalmatinska županija', areaKm2: 39 },
  { name: 'Opatija', kind: 'town', lat: 45.3378, lon: 14.3056, within: 'Primorsko-goranska županija', areaKm2: 69 },
  { name: 'Sesvete', kind: 'suburb', lat: 45.8306, lon: 16.1125, within: 'Grad Zagreb' },
  { name: 'Novi Zagreb', kind: 'suburb', lat: 45.775, lon: 15.979, within: 'Grad Zagreb' },
  { name: 'Maksimir', kind: 'suburb', lat: 45.827, lon: 16.02, within: 'Grad Zagreb' },
  { name: 'Trešnjevka', kind: 'suburb', lat: 45.8, lon: 15.945, within: 'Grad Zagreb' },
  { name: 'Dubrava', kind: 'suburb', lat: 45.83, lon: 16.06, within: 'Grad Zagreb' },
  { name: 'Velika Mlaka', kind: 'village', lat: 45.7339, lon: 16.0303, within: 'Zagrebačka županija' },
  { name: 'Trg bana Josipa Jelačića', kind: 'square', lat: 45.813, lon: 15.9772, within: 'Zagreb', aliases: ['Jelačić plac', 'Trg bana Jelačića'] },
  { name: 'Trg Nikole Šubića Zrinskog', kind: 'square', lat: 45.8108, lon: 15.9778, within: 'Zagreb', aliases: ['Zrinjevac'] },
  { name: 'Trg kralja Tomislava', kind: 'square', lat: 45.8047, lon: 15.9783, within: 'Zagreb' },
  { name: 'Trg žrtava fašizma', kind: 'square', lat: 45.8117, lon: 15.9906, within: 'Zagreb' },
  { name: 'Kvaternikov trg', kind: 'square', lat: 45.8153, lon: 16.0039, within: 'Zagreb' },
  { name: 'Park Maksimir', kind: 'park', lat: 45.8264, lon: 16.0181, within: 'Zagreb' },
  { name: 'Jarun', kind: 'park', lat: 45.7836, lon: 15.9225, within: 'Zagreb', aliases: ['Jezero Jarun'] },
  { name: 'Bundek', kind: 'park', lat: 45.7875, lon: 15.9881, within: 'Zagreb' },
  { name: 'Zagrebačka katedrala', kind: 'landmark', lat: 45.8144, lon: 15.9799, within: 'Zagreb', aliases: ['Katedrala'] },
  { name: 'Glavni kolodvor', kind: 'landmark', lat: 45.8046, lon: 15.9786, within: 'Zagreb', aliases: ['Zagreb Glavni kolodvor'] },
  { name: 'Autobusni kolodvor Zagreb', kind: 'landmark', lat: 45.8037, lon: 15.9937, within: 'Zagreb' },
  { name: 'Arena Zagreb', kind: 'landmark', lat: 45.7717, lon: 15.9431, within: 'Zagreb' },
  { name: 'Stadion Maksimir', kind: 'landmark', lat: 45.8189, lon: 16.0181, within: 'Zagreb' },
  { name: 'Zračna luka Zagreb', kind: 'landmark', lat: 45.7429, lon: 16.0688, within: 'Zagrebačka županija', aliases: ['Aerodrom Zagreb', 'Zagreb Airport'] },
  { name: 'Klinički bolnički centar Zagreb', kind: 'landmark', lat: 45.8237, lon: 16.0047, within: 'Zagreb', aliases: ['KBC Zagreb', 'Rebro'] },
  { name: 'Ilica', kind: 'landmark', lat: 45.8128, lon: 15.9652, within: 'Zagreb' },
  { name: 'Dioklecijanova palača', kind: 'landmark', lat: 43.5082, lon: 16.4402, within: 'Split', aliases: ['Diocletian’s Palace'] },
  { name: 'Arena Pula', kind: 'landmark', lat: 44.8731, lon: 13.8501, within: 'Pula', aliases: ['Amfiteatar Pula'] },
  { name: 'Hrvatska', kind: 'country', lat: 45.1, lon: 15.2, within: '', areaKm2: 56594, aliases: ['Croatia', 'Republika Hrvatska'] },
];
