/**
 * Incidents at reset (operations.md §3): a history of closed incidents over the last months, one
 * open WARNING in mgarage; the 'outage' scenario adds open CRITICAL incidents to both groups.
 */
import type { Db } from '../core/db/db';
import type { IncidentRecord } from '../core/db/operations-schemas';
import { COMPONENTS } from './rules';
import { createRandom } from '../core/random';
import type { SeedOptions } from '../core/reference-seed';

const TITLES: Record<string, string[]> = {
  smspark: ['Kašnjenje SMS potvrda', 'Nedostupan SMS prolaz', 'Greška pri naplati SMS parkiranja', 'Planirano održavanje SMS sustava'],
  mgarage: ['Rampa ne reagira na mobilnu aplikaciju', 'Nedostupni naplatni automati', 'Greška čitača registarskih oznaka', 'Planirano održavanje garažnog sustava'],
};

function at(date: string, hour: number, minute = 0): string {
  return `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`;
}

function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

export async function seedIncidents(db: Db, options: SeedOptions): Promise<void> {
  const random = createRandom(options.seed, 'incidents');
  const incidents: Omit<IncidentRecord, 'id'>[] = [];
  for (let i = 0; i < 24; i++) {
    const group = i % 3 === 0 ? 'mgarage' : 'smspark';
    const day = daysBefore(options.today, 3 + i * 7 + random.int(0, 5));
    const hour = random.int(6, 18);
    const level = random.pick([1, 2, 2, 3]);
    const names = COMPONENTS.filter((c) => c.service_group_code === group).map((c) => c.name);
    const component = random.shuffle(names).slice(0, random.int(1, 2));
    incidents.push({
      title: random.pick(TITLES[group] ?? ['Incident']),
      begin_time: at(day, hour, random.int(0, 59)),
      end_time: at(day, Math.min(23, hour + random.int(1, 4)), random.int(0, 59)),
      description: `Uočen problem u komponenti ${component.join(', ')}.\nProblem je otklonjen.`,
      component: component.join('#'),
      service_group: group,
      incident_level: level,
      is_public: i % 5 !== 4,
    });
  }
  incidents.push({
    title: 'Usporen rad naplatnih automata',
    begin_time: at(daysBefore(options.today, 1), 9, 30),
    end_time: null,
    description: 'Plaćanje na naplatnim automatima traje dulje od uobičajenog.',
    component: 'Naplatni automati',
    service_group: 'mgarage',
    incident_level: 2,
    is_public: true,
  });
  incidents.sort((a, b) => a.begin_time.localeCompare(b.begin_time));
  for (const [index, incident] of incidents.entries()) await db.incidents.create({ ...incident, id: index + 1 });
}

/** The 'outage' scenario: open CRITICAL incidents in both groups (once per reset). */
export async function seedOutage(db: Db, options: SeedOptions): Promise<void> {
  const open = db.incidents.findMany((q) => q.where({ incident_level: 3 })).some((i) => i.end_time === null);
  if (open) return;
  let id = db.incidents.all().reduce((max, i) => Math.max(max, i.id), 0);
  const begin = at(options.today, 7, 45);
  await db.incidents.create({
    id: ++id,
    title: 'Nedostupan SMS prolaz',
    begin_time: begin,
    end_time: null,
    description: 'SMS poruke za parkiranje se ne obrađuju.\nRadimo na otklanjanju kvara.',
    component: 'SMS prolaz#Naplata',
    service_group: 'smspark',
    incident_level: 3,
    is_public: true,
  });
  await db.incidents.create({
    id: ++id,
    title: 'Rampe ne reagiraju na mobilnu aplikaciju',
    begin_time: begin,
    end_time: null,
    description: 'Ulaz i izlaz mobilnom aplikacijom nisu mogući.',
    component: 'Rampe#Mobilna aplikacija',
    service_group: 'mgarage',
    incident_level: 3,
    is_public: true,
  });
}
