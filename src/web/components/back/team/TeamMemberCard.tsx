import { useId } from 'react';
import { Link } from 'react-router';
import { countryName } from '../../../../domain/addresses/countries';
import { formatPhone } from '../../../../domain/addresses/phone';
import { orderDateLabel } from '../../../../domain/orders/order-date';
import type { TeamMember } from '../../../../domain/staff/team';
import { useLocale } from '../../../lib/use-root';
import { useBackTranslation } from '../use-back-translation';

/** What a card asks its page to do. */
export type MemberAction = 'remove' | 'resend';

/** `now`: when the list was read, to tell a pending invitation's link expired. */
type Props = { member: TeamMember; now: number; onAsk(action: MemberAction): void };

/**
 * One member of /back/gestion-des-admin (spec back-office section 2): identity, role label,
 * address and contacts (the phone in pairs of digits, spec section 9), whether their invitation
 * is pending, and Modifier / Supprimer. The caller's own card says "vous" and has no Supprimer.
 */
export function TeamMemberCard({ member, now, onAsk }: Props) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const headingId = useId();
  const name = `${member.firstName} ${member.lastName}`;
  const postal = [member.line1, member.line2, `${member.zip} ${member.city}`.trim()].filter((line) => line !== '');
  const expiresAt = member.invitationExpiresAt;
  return (
    <li className="team-card">
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className="team-card__name">
          {name}
          {member.isYou && <span className="team-card__you"> ({t('team.you')})</span>}
        </h2>
        <p className={`team-card__role team-card__role--${member.role}`}>{t(`roles.${member.role}`)}</p>
        {member.invitationPending && (
          <p className="team-card__pending">
            {expiresAt === null
              ? t('team.pending')
              : new Date(expiresAt).getTime() > now
                ? t('team.pendingUntil', { date: orderDateLabel(expiresAt) })
                : t('team.pendingExpired')}
          </p>
        )}
        <dl className="team-card__details">
          <dt>{t('team.login')}</dt>
          <dd>{member.login}</dd>
          <dt>{t('team.address')}</dt>
          <dd>
            {postal.length === 0 ? (
              t('team.noAddress')
            ) : (
              <address>
                {[...postal, countryName(member.country, locale)].map((line) => (
                  <span key={line} className="team-card__line">
                    {line}
                  </span>
                ))}
              </address>
            )}
          </dd>
          <dt>{t('team.contacts')}</dt>
          <dd>
            <span className="team-card__line">
              <span className="visually-hidden">{t('team.emailLabel')} </span>
              <a href={`mailto:${member.email}`}>{member.email}</a>
            </span>
            {member.phone && (
              <span className="team-card__line">
                <span className="visually-hidden">{t('team.phoneLabel')} </span>
                <a href={`tel:${member.phone.replace(/[^\d+]/g, '')}`}>{formatPhone(member.phone)}</a>
              </span>
            )}
          </dd>
        </dl>
        <div className="team-card__actions">
          <Link to={`/back/admin/edition/${member.id}`} aria-label={t('team.editLabel', { name })}>
            {t('team.edit')}
          </Link>
          {member.invitationPending && (
            <button type="button" className="link-button" aria-label={t('team.resendLabel', { name })} onClick={() => onAsk('resend')}>
              {t('team.resend')}
            </button>
          )}
          {!member.isYou && (
            <button type="button" className="link-button" aria-label={t('team.removeLabel', { name })} onClick={() => onAsk('remove')}>
              {t('team.remove')}
            </button>
          )}
        </div>
      </article>
    </li>
  );
}
