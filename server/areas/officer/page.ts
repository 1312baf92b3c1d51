import { PROGRESS_CODES, paths, type OfficerApplication } from '../../../src/contract';

export interface ConsolePersona {
  uen: string;
  name: string;
  entity: string;
  persons: number;
}

/** Everything printed goes through here: names and codes come from the database and personas. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const h = escapeHtml;

const option = (value: string, label: string, selected = false) =>
  `<option value="${h(value)}"${selected ? ' selected' : ''}>${h(label)}</option>`;

/**
 * One action: a form that the script turns into a JSON call. data-method and data-url say where it
 * goes; every named field with a value becomes a body field (numbers for type=number, booleans for
 * data-type=boolean); data-body="none" sends no body.
 */
function actionForm(
  opts: { method: 'POST' | 'PUT'; url: string; label: string; body?: 'none'; fields?: string; button: string; done: string },
): string {
  return `<form class="action" data-method="${opts.method}" data-url="${h(opts.url)}" data-done="${h(opts.done)}"${
    opts.body ? ` data-body="${opts.body}"` : ''
  } aria-label="${h(opts.label)}">${opts.fields ?? ''}<button type="submit">${h(opts.button)}</button></form>`;
}

function field(id: string, label: string, control: string): string {
  return `<span class="field"><label for="${h(id)}">${h(label)}</label>${control}</span>`;
}

function applicationSection(a: OfficerApplication, i: number, today: string): string {
  const id = (name: string) => `a${i}-${name}`;
  const ref = a.referenceNo;
  const heading = `${ref}: ${a.companyName || a.uen}`;
  const applicants = a.applicants
    .map((p) => `<li>${h(p.order)}. ${h(p.name)} (${h(p.idNumber)}): ${p.submitted ? 'submitted' : 'pending'}</li>`)
    .join('');
  const facts: [string, string | null][] = [
    ['UEN', a.uen],
    ['Entity type', a.entityTypeCode],
    ['Product', a.product],
    ['Status', a.status],
    ['Progress', a.progress || '(none)'],
    ['Created', a.createdAt],
    ['Submitted', a.submittedAt],
    ['Deadline', a.deadline],
    ['Expiry date', a.expiryDate],
    ['Letter of offer generated on', a.letterOfOfferOn],
    ['Board meeting date', a.boardMeetingDate],
    ['AIP response', a.hasAipResponse ? 'attached' : 'none'],
    ['State id', a.stateId],
  ];
  const progressSelect = `<select id="${id('progress')}" name="progress">${PROGRESS_CODES.map((c) => option(c, c, c === a.progress)).join('')}</select>`;
  const aipSelect = `<select id="${id('shape')}" name="shape">${[
    ['noProperty', 'No property (2-3 tenure/amount rows)'],
    ['freehold', 'Freehold'],
    ['leasehold', 'Leasehold'],
    ['leaseholdJtc', 'Leasehold with JTC and non-JTC'],
  ]
    .map(([v, l]) => option(v, l))
    .join('')}</select>`;
  const date = (name: string, value: string | null) =>
    `<input type="date" id="${id(name)}" name="${name}" value="${h(value ?? '')}">`;

  return `<section class="application" aria-labelledby="${id('title')}">
<h3 id="${id('title')}">${h(heading)}</h3>
<dl>${facts.map(([k, v]) => `<div><dt>${h(k)}</dt><dd>${h(v ?? '-')}</dd></div>`).join('')}</dl>
<p>Applicants:</p><ul>${applicants || '<li>none retrieved</li>'}</ul>
<div class="actions">
${actionForm({ method: 'PUT', url: paths.officerProgress(ref), label: `Set the progress of ${ref}`, fields: field(id('progress'), 'Progress code', progressSelect), button: 'Set progress', done: `Progress of ${ref} set.` })}
${a.product === 'AIP' ? actionForm({ method: 'PUT', url: paths.officerAip(ref), label: `Attach an AIP response to ${ref}`, fields: field(id('shape'), 'AIP offer shape', aipSelect), button: 'Attach AIP response', done: `AIP response attached to ${ref}.` }) : ''}
${actionForm({ method: 'POST', url: paths.officerLetterOfOffer(ref), label: `Generate the letter of offer of ${ref}`, fields: field(id('generatedOn'), 'Generated on', date('generatedOn', today)), button: 'Generate letter of offer', done: `Letter of offer of ${ref} generated.` })}
${actionForm({ method: 'PUT', url: paths.officerDates(ref), label: `Set the dates of ${ref}`, fields: field(id('deadline'), 'Deadline', date('deadline', null)) + field(id('expiryDate'), 'Expiry date', date('expiryDate', null)) + field(id('letterOfOfferOn'), 'Letter of offer date', date('letterOfOfferOn', null)), button: 'Save dates', done: `Dates of ${ref} saved.` })}
${
  a.status === 'Expired'
    ? actionForm({ method: 'PUT', url: paths.officerDates(ref), label: `Restore ${ref}`, fields: '<input type="hidden" name="expire" value="false" data-type="boolean">', button: 'Undo expiry', done: `${ref} is no longer expired.` })
    : actionForm({ method: 'PUT', url: paths.officerDates(ref), label: `Expire ${ref}`, fields: '<input type="hidden" name="expire" value="true" data-type="boolean">', button: 'Expire application', done: `${ref} expired.` })
}
${actionForm({ method: 'POST', url: paths.officerExpireSessions(ref), label: `Expire the sessions of ${ref}`, body: 'none', button: 'Expire sessions', done: `Every session of ${ref} has expired.` })}
</div>
</section>`;
}

/** Served as files of their own: the Content-Security-Policy allows no inline script or style. */
export const OFFICER_CONSOLE_SCRIPT = `
(function () {
  var status = document.getElementById('status');
  var problem = document.getElementById('problem');
  var flash = sessionStorage.getItem('officer-flash');
  if (flash) { status.textContent = flash; sessionStorage.removeItem('officer-flash'); }
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!form.matches || !form.matches('form.action')) return;
    event.preventDefault();
    var init = { method: form.dataset.method, headers: {} };
    if (form.dataset.body !== 'none') {
      var body = {};
      Array.prototype.forEach.call(form.elements, function (el) {
        if (!el.name || el.value === '') return;
        if (el.dataset.type === 'boolean') body[el.name] = el.value === 'true';
        else if (el.type === 'number') body[el.name] = Number(el.value);
        else body[el.name] = el.value;
      });
      init.headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    var button = form.querySelector('button');
    button.disabled = true;
    problem.textContent = '';
    status.textContent = 'Working...';
    fetch(form.dataset.url, init).then(function (res) {
      return res.json().catch(function () { return {}; }).then(function (json) {
        if (res.ok) {
          var done = form.dataset.done;
          if (json && json.application && json.application.referenceNo && !done) done = json.application.referenceNo;
          if (form.dataset.created && json && json.application) done = 'Created ' + json.application.referenceNo + '.';
          sessionStorage.setItem('officer-flash', done || 'Done.');
          location.reload();
        } else {
          status.textContent = '';
          problem.textContent = 'Refused (' + res.status + '): ' + ((json && json.message) || res.statusText);
          button.disabled = false;
        }
      });
    }).catch(function (e) {
      status.textContent = '';
      problem.textContent = 'The call failed: ' + e.message;
      button.disabled = false;
    });
  });
})();
`;

export const OFFICER_CONSOLE_STYLE = `
body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #111; max-width: 72rem; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.2rem; margin-top: 2rem; } h3 { font-size: 1.05rem; margin: 0 0 .5rem; }
.application { border: 1px solid #999; border-radius: 6px; padding: 1rem; margin: 1rem 0; }
dl { display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); gap: .25rem 1rem; margin: 0 0 .5rem; }
dt { font-weight: 600; display: inline; } dt::after { content: ': '; } dd { display: inline; margin: 0; }
.actions { display: flex; flex-wrap: wrap; gap: .75rem; }
form.action, form.create { display: flex; flex-wrap: wrap; align-items: end; gap: .5rem; padding: .5rem; background: #f3f3f3; border-radius: 4px; }
.field { display: flex; flex-direction: column; font-size: .9rem; }
button { padding: .35rem .8rem; } button:focus, select:focus, input:focus { outline: 3px solid #1a5fb4; outline-offset: 1px; }
#problem { color: #a00; font-weight: 600; } #status { color: #064; font-weight: 600; }
`;

export function officerConsolePage(data: { applications: OfficerApplication[]; personas: ConsolePersona[]; today: string }): string {
  const personaOptions = data.personas
    .map((p) => option(p.uen, `${p.uen}: ${p.name} (${p.entity}, ${p.persons} ${p.persons === 1 ? 'person' : 'persons'})`))
    .join('');
  const create = `<form class="create action" data-method="POST" data-url="${h(paths.officerApplications)}" data-created="true" aria-label="Create a submitted application">
${field('c-uen', 'Persona', `<select id="c-uen" name="uen">${personaOptions}</select>`)}
${field('c-product', 'Product', `<select id="c-product" name="product">${option('BTL', 'BTL (Online)')}${option('PBF', 'PBF (Personalised)')}${option('AIP', 'AIP (property)')}</select>`)}
${field('c-type', 'Financing type', `<select id="c-type" name="financingType">${option('Conventional', 'Conventional')}${option('Islamic', 'Islamic')}</select>`)}
${field('c-amount', 'Amount (SGD)', '<input id="c-amount" name="amount" type="number" min="1" max="10000000" step="any" value="100000">')}
${field('c-tenure', 'Tenure (years)', '<input id="c-tenure" name="tenure" type="number" min="1" max="30" step="1" value="5">')}
${field('c-submitted', 'Submitted by', `<select id="c-submitted" name="submitted">${option('all', 'all applicants')}${option('first', 'the first applicant only')}</select>`)}
${field('c-progress', 'Progress', `<select id="c-progress" name="progress">${option('', 'by who submitted')}${PROGRESS_CODES.map((c) => option(c, c)).join('')}</select>`)}
${field('c-otp', 'Existing Option to Purchase (AIP)', `<select id="c-otp" name="isExistingOTPAvailable">${option('', 'not asked')}${option('Y', 'Y')}${option('N', 'N')}</select>`)}
<button type="submit">Create application</button></form>`;

  const list =
    data.applications.length > 0
      ? data.applications.map((a, i) => applicationSection(a, i, data.today)).join('\n')
      : '<p>No applications yet. Walk the journey, or create one above.</p>';

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Officer console (SIM) - SME e-Financing sandbox bank</title>
<link rel="stylesheet" href="${paths.officerConsoleStyle}">
</head>
<body>
<header>
<h1>Officer console (SIM)</h1>
<p>The back office of the sandbox bank: move applications to any status page. Every action calls the API under <code>/api/sim/officer</code> (docs/api.md). Today in Singapore: ${h(data.today)}.</p>
<p id="status" role="status" aria-live="polite"></p>
<p id="problem" role="alert"></p>
</header>
<main>
<h2>Create a submitted application</h2>
${create}
<h2>Applications (${data.applications.length}, newest first)</h2>
${list}
</main>
<script src="${paths.officerConsoleScript}"></script>
</body>
</html>`;
}
