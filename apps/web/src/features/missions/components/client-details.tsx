import { clientPhones, type Client } from '@relais/domain/rules';
import type { ReactNode } from 'react';
import { t } from '../../../lib/i18n';
import { telHref } from '../../../lib/provider';
import { Icon } from '../../../ui/icon';
import { addressLine, contactName, mapHref } from '../model/missions';
import { richText } from '../../../ui/rich-text';

const link = 'inline-flex min-h-11 items-center gap-2 text-primary underline break-all';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex flex-col">
    <dt className="font-semibold text-muted">{label}</dt>
    <dd className="m-0">{children}</dd>
  </div>
);

/** Company, account contact, address with a map link, phones, customer-success contact, brief. */
export const ClientDetails = ({ client }: { client: Client }) => {
  const contact = contactName(client);
  const address = addressLine(client);
  const phones = clientPhones(client);
  const email = client.relaisAccount.email;
  return (
    <dl className="m-0 flex flex-col gap-3">
      <Row label={t('missions.contact')}>
        {contact ?? '-'}
        {email && (
          <>
            <br />
            <a className={link} href={`mailto:${email}`}>
              <Icon name="mail" className="h-5 w-5" />
              {email}
            </a>
          </>
        )}
      </Row>
      <Row label={t('missions.address')}>
        {address ? (
          <a
            className={link}
            href={mapHref(address)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('missions.mapOf', { address })}
          >
            {address}
          </a>
        ) : (
          '-'
        )}
      </Row>
      <Row label={t('missions.phones')}>
        {phones.length === 0
          ? '-'
          : phones.map((phone) => (
              <a
                key={phone}
                className={`${link} mr-4`}
                href={telHref(phone)}
                aria-label={t('missions.call', { phone })}
              >
                <Icon name="phone" className="h-5 w-5" />
                {phone}
              </a>
            ))}
      </Row>
      <Row label={t('missions.customerSuccess')}>
        {!client.csName ? (
          '-'
        ) : client.csEmail ? (
          <a
            className={link}
            href={`mailto:${client.csEmail}`}
            aria-label={t('missions.writeTo', { name: client.csName })}
          >
            <Icon name="mail" className="h-5 w-5" />
            {client.csName}
          </a>
        ) : (
          client.csName
        )}
      </Row>
      <Row label={t('missions.brief')}>
        {client.brief ? (
          <div className="break-words [&_ol]:pl-5 [&_p]:my-1 [&_ul]:pl-5">{richText(client.brief)}</div>
        ) : (
          '-'
        )}
      </Row>
    </dl>
  );
};
