// DESIGN §4: the catalogue of common dental procedure codes, described in our own plain words.
import type { ServiceType } from '../enums/plans.js';

/** A procedure the plans know: its code, plain name and description, service type and search words. */
export interface CatalogueProcedure {
  code: string;
  name: string;
  description: string;
  serviceType: ServiceType;
  /** Orthodontic lines are covered by the plan's ortho terms, not by their service type. */
  isOrtho: boolean;
  /** Words people search with (price check), beyond the words of the name. */
  keywords: readonly string[];
  /** A typical US practice fee in cents: the basis of the fee schedules and of demo practice fees. */
  typicalFeeCents: number;
}

type Row = [code: string, name: string, description: string, serviceType: ServiceType, typicalDollars: number, keywords: string];

// Ortho codes carry MRS (orthodontics is major work) but are priced by the ortho terms (isOrtho).
const ORTHO_CODES = new Set(['D8070', 'D8080', 'D8090', 'D8660', 'D8670']);

const ROWS: readonly Row[] = [
  ['D0120', 'Periodic evaluation', 'A routine check-up exam for an existing patient.', 'PDS', 60, 'exam checkup check-up recall'],
  ['D0140', 'Problem-focused evaluation', 'A short exam of one specific problem, such as pain or a broken tooth.', 'PDS', 85, 'exam emergency pain'],
  ['D0145', 'Evaluation under age three', 'An exam of a young child with counselling for the parent.', 'PDS', 65, 'exam child baby toddler'],
  ['D0150', 'Comprehensive evaluation', 'A thorough first exam of a new patient or after a long break.', 'PDS', 100, 'exam new patient first visit'],
  ['D0180', 'Comprehensive gum evaluation', 'A full exam of the gums and supporting bone.', 'PDS', 110, 'exam periodontal gums'],
  ['D0210', 'Full mouth x-rays', 'A complete set of x-rays of all teeth.', 'PDS', 150, 'xray x-ray radiograph fmx'],
  ['D0220', 'Single tooth x-ray', 'One close-up x-ray of a tooth and its root.', 'PDS', 35, 'xray x-ray periapical'],
  ['D0272', 'Bitewing x-rays, two films', 'Two x-rays of the back teeth to find cavities between them.', 'PDS', 60, 'xray x-ray bitewings'],
  ['D0274', 'Bitewing x-rays, four films', 'Four x-rays of the back teeth to find cavities between them.', 'PDS', 80, 'xray x-ray bitewings'],
  ['D0330', 'Panoramic x-ray', 'One wide x-ray of the whole jaw.', 'PDS', 130, 'xray x-ray pano panorex'],
  ['D1110', 'Adult cleaning', 'Removing plaque and tartar and polishing the teeth of an adult.', 'PDS', 115, 'cleaning prophy prophylaxis hygiene'],
  ['D1120', 'Child cleaning', 'Removing plaque and tartar and polishing the teeth of a child.', 'PDS', 80, 'cleaning prophy kids hygiene'],
  ['D1206', 'Fluoride varnish', 'A protective fluoride coating painted on the teeth.', 'PDS', 45, 'fluoride varnish kids'],
  ['D1208', 'Fluoride treatment', 'A fluoride gel or foam applied to strengthen the teeth.', 'PDS', 40, 'fluoride'],
  ['D1351', 'Sealant', 'A thin coating that seals the grooves of a back tooth against decay.', 'PDS', 55, 'sealant kids molar'],
  ['D1510', 'Space maintainer', 'A small appliance that keeps room for an adult tooth after a baby tooth is lost early.', 'PDS', 350, 'spacer kids appliance'],
  ['D2140', 'Silver filling, one surface', 'An amalgam (silver) filling on one side of a back tooth.', 'BRS', 150, 'filling amalgam cavity'],
  ['D2150', 'Silver filling, two surfaces', 'An amalgam (silver) filling on two sides of a back tooth.', 'BRS', 185, 'filling amalgam cavity'],
  ['D2330', 'Front tooth white filling, one surface', 'A tooth-coloured resin filling on one side of a front tooth.', 'BRS', 170, 'filling composite resin white cavity'],
  ['D2391', 'Back tooth white filling, one surface', 'A tooth-coloured resin filling on one side of a back tooth.', 'BRS', 190, 'filling composite resin white cavity'],
  ['D2392', 'Back tooth white filling, two surfaces', 'A tooth-coloured resin filling on two sides of a back tooth.', 'BRS', 240, 'filling composite resin white cavity'],
  ['D2393', 'Back tooth white filling, three surfaces', 'A tooth-coloured resin filling on three sides of a back tooth.', 'BRS', 290, 'filling composite resin white cavity'],
  ['D2930', 'Child steel crown', 'A ready-made stainless steel crown on a baby tooth.', 'BRS', 300, 'crown kids stainless'],
  ['D3220', 'Baby tooth nerve treatment', 'Removing the inflamed top part of the nerve of a baby tooth.', 'BRS', 220, 'pulpotomy kids nerve'],
  ['D4341', 'Deep cleaning, four or more teeth', 'Scaling and root planing of one quarter of the mouth below the gum line.', 'BRS', 260, 'deep cleaning scaling root planing srp gums'],
  ['D4342', 'Deep cleaning, one to three teeth', 'Scaling and root planing of a few teeth below the gum line.', 'BRS', 180, 'deep cleaning scaling root planing srp gums'],
  ['D4910', 'Gum maintenance cleaning', 'A follow-up cleaning for patients treated for gum disease.', 'BRS', 150, 'periodontal maintenance perio cleaning gums'],
  ['D7140', 'Simple extraction', 'Taking out a tooth that is fully visible.', 'BRS', 190, 'extraction pull tooth removal'],
  ['D7210', 'Surgical extraction', 'Taking out a tooth that needs the gum opened or the tooth sectioned.', 'BRS', 320, 'extraction surgery tooth removal'],
  ['D9110', 'Emergency pain relief', 'Minor treatment to relieve dental pain.', 'BRS', 120, 'emergency palliative pain toothache'],
  ['D2740', 'Porcelain crown', 'An all-ceramic cap that covers a damaged tooth.', 'MRS', 1250, 'crown cap ceramic porcelain'],
  ['D2750', 'Porcelain-on-metal crown', 'A cap of porcelain fused to a precious metal base.', 'MRS', 1200, 'crown cap pfm'],
  ['D2790', 'Gold crown', 'A cap cast in a precious metal such as gold.', 'MRS', 1150, 'crown cap gold metal'],
  ['D2950', 'Core buildup', 'Rebuilding a broken-down tooth so it can hold a crown.', 'MRS', 300, 'buildup core crown'],
  ['D2954', 'Post and core', 'A ready-made post in a root-treated tooth to hold a crown.', 'MRS', 350, 'post core crown'],
  ['D3310', 'Front tooth root canal', 'Cleaning out and sealing the nerve canal of a front tooth.', 'MRS', 850, 'root canal endodontic nerve'],
  ['D3320', 'Premolar root canal', 'Cleaning out and sealing the nerve canals of a premolar.', 'MRS', 1000, 'root canal endodontic nerve'],
  ['D3330', 'Molar root canal', 'Cleaning out and sealing the nerve canals of a molar.', 'MRS', 1250, 'root canal endodontic nerve'],
  ['D4260', 'Gum and bone surgery', 'Surgery to reshape the bone around teeth affected by gum disease.', 'MRS', 1100, 'osseous surgery periodontal gums'],
  ['D5110', 'Complete upper denture', 'A full set of removable upper teeth.', 'MRS', 1800, 'denture false teeth dentures'],
  ['D5120', 'Complete lower denture', 'A full set of removable lower teeth.', 'MRS', 1800, 'denture false teeth dentures'],
  ['D5213', 'Upper partial denture', 'A removable metal-framed plate that replaces some upper teeth.', 'MRS', 1900, 'partial denture plate'],
  ['D6010', 'Implant', 'A titanium post placed in the jaw bone to replace a tooth root.', 'MRS', 2300, 'implant post titanium'],
  ['D6058', 'Implant crown', 'A porcelain crown fixed on an implant.', 'MRS', 1700, 'implant crown cap'],
  ['D6240', 'Bridge tooth', 'A porcelain-on-metal false tooth held by a bridge.', 'MRS', 1150, 'bridge pontic'],
  ['D7240', 'Impacted tooth removal', 'Removing a tooth completely covered by bone, such as a wisdom tooth.', 'MRS', 550, 'wisdom teeth extraction impacted surgery'],
  ['D9944', 'Night guard', 'A hard custom guard worn at night against grinding.', 'MRS', 550, 'night guard grinding bruxism occlusal'],
  ['D8070', 'Braces for a child', 'Comprehensive orthodontic treatment while baby and adult teeth are mixed.', 'MRS', 5000, 'braces ortho orthodontics kids'],
  ['D8080', 'Braces for a teen', 'Comprehensive orthodontic treatment of adolescent teeth.', 'MRS', 5800, 'braces ortho orthodontics invisalign aligners teen'],
  ['D8090', 'Braces for an adult', 'Comprehensive orthodontic treatment of adult teeth.', 'MRS', 6500, 'braces ortho orthodontics invisalign aligners adult'],
  ['D8660', 'Orthodontic consultation', 'A visit to plan orthodontic treatment.', 'MRS', 250, 'ortho consultation braces'],
  ['D8670', 'Orthodontic adjustment visit', 'A periodic visit during orthodontic treatment.', 'MRS', 200, 'ortho adjustment braces'],
];

/** The procedure catalogue, in code order within each service group. */
export const PROCEDURE_CATALOGUE: readonly CatalogueProcedure[] = ROWS.map(
  ([code, name, description, serviceType, typicalDollars, keywords]) => ({
    code,
    name,
    description,
    serviceType,
    isOrtho: ORTHO_CODES.has(code),
    keywords: keywords.split(' '),
    typicalFeeCents: typicalDollars * 100,
  }),
);

const BY_CODE: ReadonlyMap<string, CatalogueProcedure> = new Map(PROCEDURE_CATALOGUE.map((p) => [p.code, p]));

/** The catalogue entry of a code, or undefined for an unknown code. */
export function findProcedure(code: string): CatalogueProcedure | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}
