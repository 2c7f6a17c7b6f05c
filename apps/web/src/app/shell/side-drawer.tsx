import { clientPhones, PROVIDER_HOURS } from '@relais/domain/rules';
import { Link } from 'react-router';
import { useMe } from '../../data/assistant';
import { useDrawerClients } from '../../data/clients';
import { t } from '../../lib/i18n';
import { provider, telHref } from '../../lib/provider';
import { Dialog } from '../../ui/dialog';
import { Icon } from '../../ui/icon';

/**
 * Spec 2 side drawer: provider logo, phone and hours, then the active clients with a phone, each
 * in its colour, linking to its mission page, with phone links and the customer-success contact.
 */
export const SideDrawer = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  // a client user has the provider's phone and hours, not an assistant's clients
  const isClient = useMe().data?.isClient === true;
  const clients = useDrawerClients(open && !isClient);
  return (
    <Dialog open={open} title={t('drawer.title')} onClose={onClose} placement="side" hideTitle>
      <div className="flex h-full flex-col overflow-y-auto">
        <div className="flex items-center justify-between gap-2 bg-primary-soft p-4">
          <img src="/brand.svg" alt={t('app.name')} width={180} height={48} />
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-white"
            aria-label={t('common.close')}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        <section className="flex flex-col gap-1 border-b border-edge p-4">
          <a
            className="flex items-center gap-2 text-[1.15rem] font-semibold text-primary underline"
            href={telHref(provider.phone)}
            aria-label={t('drawer.callProvider', { name: provider.name, phone: provider.phone })}
          >
            <Icon name="phone" className="h-5 w-5" />
            {provider.phone}
          </a>
          <p className="m-0 flex items-center gap-2 text-muted">
            <Icon name="clock" className="h-5 w-5" />
            {t('drawer.hours', { from: PROVIDER_HOURS.from, to: PROVIDER_HOURS.to })}
          </p>
        </section>
        {!isClient && (
          <section aria-labelledby="drawer-clients" className="flex flex-col gap-3 p-4">
            <h3 id="drawer-clients" className="m-0 text-[1.15rem] font-bold">
              {t('drawer.clients')}
            </h3>
            {clients.isPending && <p className="m-0 text-muted">{t('common.loading')}</p>}
            {clients.isError && <p className="m-0 text-error">{t('drawer.loadFailed')}</p>}
            {clients.data?.length === 0 && <p className="m-0 text-muted">{t('drawer.noClients')}</p>}
            {clients.data && clients.data.length > 0 && (
              <ul className="m-0 flex list-none flex-col gap-3 p-0">
                {clients.data.map((client) => (
                  <li
                    key={client.id}
                    className="rounded-lg border border-edge border-l-8 p-3"
                    style={{ borderLeftColor: client.color }}
                  >
                    <Link
                      to={`/activity/missions/${encodeURIComponent(client.id)}`}
                      className="font-bold text-ink underline"
                      aria-label={t('drawer.missionOf', { name: client.name })}
                      onClick={onClose}
                    >
                      {client.name}
                    </Link>
                    <ul className="m-0 mt-1 flex list-none flex-col gap-1 p-0">
                      {clientPhones(client).map((phone) => (
                        <li key={phone}>
                          <a
                            className="inline-flex items-center gap-2 text-primary underline"
                            href={telHref(phone)}
                            aria-label={t('drawer.callClient', { name: client.name, phone })}
                          >
                            <Icon name="phone" className="h-4 w-4" />
                            {phone}
                          </a>
                        </li>
                      ))}
                    </ul>
                    {client.csName && (
                      <p className="m-0 mt-1 text-muted">
                        {client.csEmail ? (
                          <a
                            className="text-primary underline"
                            href={`mailto:${client.csEmail}`}
                            aria-label={t('drawer.writeTo', { name: client.csName })}
                          >
                            {t('drawer.customerSuccess', { name: client.csName })}
                          </a>
                        ) : (
                          t('drawer.customerSuccess', { name: client.csName })
                        )}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </div>
    </Dialog>
  );
};
