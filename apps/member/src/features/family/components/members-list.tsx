import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  BENEFIT_TYPE_LABELS,
  RELATIONSHIP_LABELS,
  combinedMembers,
  formatMoney,
  isGroupCoverage,
  remainingColor,
  todayIsoDate,
  type Benefit,
  type BenefitType,
  type FamilyMember,
  type Member,
  type Relationship,
} from '@dental/domain';
import { REMAINING_TEXT_COLOR, UntilHydrated } from '@dental/ui';

// The edit form (react-hook-form, the form fields, the dialog) is loaded when first wanted, not with the home
// page: it was about a third of the home chunk. Pointing at or focusing an Edit button starts the download.
const loadEditDialog = () => import('./edit-family-member-dialog');
const EditFamilyMemberDialog = lazy(() => loadEditDialog().then((m) => ({ default: m.EditFamilyMemberDialog })));

/** One row of the combined members list with what the home shows per person (spec §2, §3). */
export interface MemberRow {
  id: number;
  displayName: string;
  relationship: Relationship;
  planName: string | null;
  benefitType: BenefitType;
  groupCoverage: boolean;
  /** The family member record when this row is a family member (for editing). */
  relative: FamilyMember | null;
  /** Issue 26 item 6: the person's own annual maximum, used and remaining (cents); null without a plan's. */
  individual: { limit: number; used: number; remaining: number } | null;
}

type IndividualFigures = Pick<Benefit, 'dental_benefit_limit' | 'dental_benefit_used' | 'dental_benefit_remaining'>;
type MaybeFigures = { [K in keyof IndividualFigures]: IndividualFigures[K] | null };

function individualOf(figures: MaybeFigures, benefitType: BenefitType): MemberRow['individual'] {
  const { dental_benefit_limit: limit, dental_benefit_used: used, dental_benefit_remaining: remaining } = figures;
  // The member's own benefit answers a limit of 0 with no plan (spec §3); a family member's answers null.
  if (benefitType === 'inactive' || limit === null || limit === 0 || used === null || remaining === null) return null;
  return { limit, used, remaining };
}

/** spec §3: the member first, then the family, each with plan, benefit type and group coverage eligibility. */
export function memberRows(
  member: Member,
  benefit: Pick<Benefit, 'benefit_type' | 'plan_name'> & IndividualFigures,
  family: readonly FamilyMember[],
  today = todayIsoDate(),
): MemberRow[] {
  const combined = combinedMembers(member, family, today);
  return combined.map((entry, index) => {
    const relative = index === 0 ? null : (family[index - 1] ?? null);
    const benefitType = relative ? relative.benefit_type : benefit.benefit_type;
    return {
      id: entry.id,
      displayName: entry.display_name,
      relationship: relative ? relative.relationship : member.relationship,
      planName: relative ? relative.plan_name : benefit.plan_name,
      benefitType,
      groupCoverage: isGroupCoverage(benefitType),
      relative,
      individual: individualOf(relative ?? benefit, benefitType),
    };
  });
}

/**
 * Issue 26 item 6: what is left of the person's own annual maximum, coloured as home's benefits table colours
 * it (spec §2), with the limit and what was used.
 */
function IndividualLine({ figures }: { figures: NonNullable<MemberRow['individual']> }) {
  const color = remainingColor(figures.limit, figures.remaining);
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        Individual (annual max):{' '}
      </Box>
      <Box component="span" data-remaining-color={color} sx={{ color: REMAINING_TEXT_COLOR[color], fontWeight: 650 }}>
        {formatMoney(figures.remaining)} left
      </Box>{' '}
      of {formatMoney(figures.limit)}, {formatMoney(figures.used)} used
    </Typography>
  );
}

/** Issue 4: only the primary edits family members (others change their own record under My account). */
export function canEditFamily(member: Pick<Member, 'relationship'>): boolean {
  return member.relationship === 'Primary';
}

interface MembersListProps {
  member: Member;
  benefit: Pick<Benefit, 'benefit_type' | 'plan_name'> & IndividualFigures;
  family: readonly FamilyMember[];
  word: (text: string) => string;
}

/** spec §2 home: the combined members list. */
export function MembersList({ member, benefit, family, word }: MembersListProps) {
  const [editing, setEditing] = useState<FamilyMember | null>(null);
  const rows = memberRows(member, benefit, family);
  const editable = canEditFamily(member);
  return (
    <>
      <Box
        component="ul"
        aria-label={word('Members on your plan')}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {rows.map((row) => (
          <Box
            component="li"
            key={row.id}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              p: 2,
              display: 'grid',
              gap: 1.5,
              alignItems: 'center',
              justifyItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1.4fr) 250px 64px' },
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h3" sx={{ fontWeight: 650 }}>
                {row.displayName}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {word(RELATIONSHIP_LABELS[row.relationship])}
                {row.relative === null ? ' (you)' : ''}
              </Typography>
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {word('Plan')}:{' '}
                </Box>
                {row.planName ?? word('No plan')}
              </Typography>
              <Typography variant="body2">
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  Benefit type:{' '}
                </Box>
                {BENEFIT_TYPE_LABELS[row.benefitType]}
              </Typography>
              {row.individual && <IndividualLine figures={row.individual} />}
            </Box>
            <Chip
              size="small"
              variant="outlined"
              color={row.groupCoverage ? 'primary' : 'default'}
              label={row.groupCoverage ? 'Group coverage eligible' : 'Not eligible for group coverage'}
            />
            {editable && row.relative ? (
              // Drawn at the server with the home (decision 0034): a tap before React has hydrated it would
              // do nothing, so it is disabled until then.
              <UntilHydrated>
                <Button
                  size="small"
                  variant="outlined"
                  onPointerEnter={() => void loadEditDialog()}
                  onFocus={() => void loadEditDialog()}
                  onClick={() => setEditing(row.relative)}
                  aria-label={`Edit ${row.displayName}`}
                >
                  Edit
                </Button>
              </UntilHydrated>
            ) : (
              <Box sx={{ display: { xs: 'none', md: 'block' } }} />
            )}
          </Box>
        ))}
      </Box>
      {editing && (
        <Suspense fallback={null}>
          <EditFamilyMemberDialog relative={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
}
