import { CURRENT_ACCOUNTS } from './bankLinks';
import { pageMessages } from '../../../src/domain/pageMessages';

/** Spec 2, 2.12 account-type picker: three current accounts, each with Discover and Open an account (new tab). */
export function AccountCards() {
  return (
    <section aria-labelledby="account-cards-title">
      <h2 id="account-cards-title">{pageMessages.accountCardsTitle}</h2>
      <ul className="cards" role="list" style={{ listStyle: 'none', padding: 0 }}>
        {CURRENT_ACCOUNTS.map((a) => (
          <li key={a.id} className="card">
            <h3>{a.title}</h3>
            <p>{a.description}</p>
            <p>
              <a href={a.discoverUrl} target="_blank" rel="noopener noreferrer" aria-label={`${pageMessages.discover} ${a.title} ${pageMessages.opensInNewTab}`}>
                {pageMessages.discover}
              </a>
              {' | '}
              <a href={a.openUrl} target="_blank" rel="noopener noreferrer" aria-label={`${pageMessages.openAnAccount}: ${a.title} ${pageMessages.opensInNewTab}`}>
                {pageMessages.openAnAccount}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
