/** The business users section: generated companies whose purchases come from the daily series. */
import { PAYDO_MIN_DATE, type BusinessUserWire } from '../../src/api/contract/paydo';
import { dayNumber, isoOfDay } from '../core/dates';
import { createRandom } from '../core/random';
import { money } from '../core/money';
import { type Day, CITIES, apportion } from './days';

const COMPANY_WORDS = ['Prijevoz', 'Logistika', 'Građevina', 'Servis', 'Trgovina', 'Dostava', 'Inženjering', 'Consulting', 'Medika', 'Turist'];
const COMPANY_FORMS = ['d.o.o.', 'j.d.o.o.', 'd.d.', 'obrt'];

export function businessUsers(seed: number, days: Day[], end: string): BusinessUserWire[] {
  const random = createRandom(seed, 'paydo-business');
  const span = days.length;
  const out: BusinessUserWire[] = [];
  for (let i = 0; i < 46; i++) {
    const registered = isoOfDay(dayNumber(PAYDO_MIN_DATE) + random.int(0, 2900));
    const vehicles = random.int(1, 40);
    const users = random.int(1, Math.max(1, Math.round(vehicles * 0.8)));
    const intensity = vehicles * (0.3 + random.next());
    const bank = { n: Math.round((span / 30) * random.int(0, 2)), avg: random.int(5000, 50000) };
    const card = { n: Math.round((span / 30) * random.int(0, 4)), avg: random.int(2000, 10000) };
    const bon = { n: Math.round((span / 60) * random.int(0, 1)), avg: 1000 };
    const prepaid = { n: Math.round(span * intensity * 0.6), avg: random.int(150, 300) };
    const otherBuys = { n: Math.round(span * intensity * 0.4), avg: random.int(150, 300) };
    const name = `${random.pick(COMPANY_WORDS)} ${String.fromCharCode(65 + (i % 26))}${i >= 26 ? 2 : ''} ${random.pick(COMPANY_FORMS)}`;
    const city = random.pick(CITIES)[0];
    if (registered > end) continue;
    const [kp, kk] = apportion(users, [random.next() + 0.1, random.next() + 0.1, random.next() * 0.3]);
    const paid = bank.n + card.n + bon.n;
    const lastKind = bank.n ? 'banka' : card.n ? 'kartica' : bon.n ? 'bon' : null;
    const lastAvg = bank.n ? bank.avg : card.n ? card.avg : bon.avg;
    out.push({
      id: i + 1,
      naziv: name,
      grad: city,
      datum_registracije: registered,
      stanje: money(random.int(-5000, 200000)),
      aktivna_vozila: vehicles,
      aktivni_korisnici: users,
      uplate_banka_broj: bank.n,
      uplate_banka_iznos: money(bank.n * bank.avg),
      uplate_kartica_broj: card.n,
      uplate_kartica_iznos: money(card.n * card.avg),
      uplate_bon_broj: bon.n,
      uplate_bon_iznos: money(bon.n * bon.avg),
      uplate_ukupno_broj: paid,
      uplate_ukupno_iznos: money(bank.n * bank.avg + card.n * card.avg + bon.n * bon.avg),
      zadnja_uplata_datum: lastKind ? isoOfDay(dayNumber(end) - random.int(0, 20)) : null,
      zadnja_uplata_iznos: lastKind ? money(lastAvg) : null,
      zadnja_uplata_nacin: lastKind,
      prepaid_kupovine_broj: prepaid.n,
      prepaid_kupovine_iznos: money(prepaid.n * prepaid.avg),
      ostale_kupovine_broj: otherBuys.n,
      ostale_kupovine_iznos: money(otherBuys.n * otherBuys.avg),
      kupovine_ukupno_broj: prepaid.n + otherBuys.n,
      kupovine_ukupno_iznos: money(prepaid.n * prepaid.avg + otherBuys.n * otherBuys.avg),
      korisnici_prepaid: kp ?? 0,
      korisnici_kartica: kk ?? 0,
      korisnici_ostalo: users - (kp ?? 0) - (kk ?? 0),
      korisnici_ukupno: users,
    });
  }
  return out.sort((a, b) => a.naziv.localeCompare(b.naziv, 'hr'));
}
