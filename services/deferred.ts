/**
 * The calls to the bank as the chart's actors and the shell make them. The service layer behind them
 * (ky, zod and the contract's schemas: a sixth of the start page's JavaScript) is downloaded with the
 * first call, which the start page makes at once (its token), so it arrives while the page renders.
 */
const loadCalls = () => import('./calls');
type Calls = Awaited<ReturnType<typeof loadCalls>>;

/** A call of the service layer, typed as the call itself, made once the layer's chunk is here. */
const later =
  <A extends unknown[], R>(pick: (calls: Calls) => (...args: A) => Promise<R>) =>
  (...args: A): Promise<R> =>
    loadCalls().then((calls) => pick(calls)(...args));

export const fetchToken = later((c) => c.security.fetchToken);
export const keepAlive = later((c) => c.security.keepAlive);
export const lookupPostal = later((c) => c.address.lookupPostal);
export const getPersonas = later((c) => c.identity.getPersonas);
export const retrieveIdentity = later((c) => c.identity.retrieveIdentity);
export const requestOtp = later((c) => c.otp.requestOtp);
export const verifyOtp = later((c) => c.otp.verifyOtp);
export const assessAtStart = later((c) => c.prequalification.assessAtStart);
export const preQualify = later((c) => c.prequalification.preQualify);
export const removePropertyRow = later((c) => c.propertyRows.removePropertyRow);

export const smedl = {
  createState: later((c) => c.smedl.createState),
  saveFinancing: later((c) => c.smedl.saveFinancing),
  getFinancing: later((c) => c.smedl.getFinancing),
  updateFinancing: later((c) => c.smedl.updateFinancing),
  getCompany: later((c) => c.smedl.getCompany),
  saveCompany: later((c) => c.smedl.saveCompany),
  getPersons: later((c) => c.smedl.getPersons),
  savePersons: later((c) => c.smedl.savePersons),
  getBranches: later((c) => c.smedl.getBranches),
  getAccountList: later((c) => c.smedl.getAccountList),
  getAccountDetails: later((c) => c.smedl.getAccountDetails),
  saveAccount: later((c) => c.smedl.saveAccount),
  getPropertyDetails: later((c) => c.smedl.getPropertyDetails),
  saveProperty: later((c) => c.smedl.saveProperty),
  saveDeclarations: later((c) => c.smedl.saveDeclarations),
  getPreview: later((c) => c.smedl.getPreview),
  submitApplication: later((c) => c.smedl.submitApplication),
};

export const status = {
  loadStatusView: later((c) => c.status.loadStatusView),
  lookupStatus: later((c) => c.status.lookupStatus),
  saveNonLending: later((c) => c.status.saveNonLending),
  cancelApplication: later((c) => c.status.cancelApplication),
  getBoardMeeting: later((c) => c.status.getBoardMeeting),
  validateBoardMeeting: later((c) => c.status.validateBoardMeeting),
  saveBoardMeeting: later((c) => c.status.saveBoardMeeting),
  getLetterOfOffer: later((c) => c.status.getLetterOfOffer),
};

export const upload = {
  getUploads: later((c) => c.upload.getUploads),
  uploadDocument: later((c) => c.upload.uploadDocument),
  deleteDocument: later((c) => c.upload.deleteDocument),
  getDocumentImage: later((c) => c.upload.getDocumentImage),
  downloadBlob: later((c) => c.upload.downloadBlob),
};
