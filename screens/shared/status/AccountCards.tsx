import { messages } from '../../../src/domain';
import { CURRENT_ACCOUNTS } from './bankLinks';
import { statusMessages } from '../../../src/domain/statusMessages';

/** Spec 2, 2.12 account-type picker: three current accounts, each with Discover and Open an account (new tab). */
export function AccountCards() {
  return (
    <section aria-labelledby="account-cards-title">
      <h2 id="account-cards-title">{statusMessages.accountCardsTitle}</h2>
      <ul className="cards" role="list" style={{ listStyle: 'none', padding: 0 }}>
        {CURRENT_ACCOUNTS.map((a) => (
          <li key={a.id} className="card">
            <h3>{a.title}</h3>
            <p>{a.description}</p>
            <p>
              <a href={a.discoverUrl} target="_blank" rel="noopener noreferrer" aria-label={`${statusMessages.discover} ${a.title} ${messages.opensInNewTab}`}>
                {statusMessages.discover}
              </a>
              {' | '}
              <a href={a.openUrl} target="_blank" rel="noopener noreferrer" aria-label={`${statusMessages.openAnAccount}: ${a.title} ${messages.opensInNewTab}`}>
                {statusMessages.openAnAccount}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
