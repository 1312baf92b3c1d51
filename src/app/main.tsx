import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '../../services/http';
import { App } from './App';
import { config } from '../config';
import '../ui/theme.css';

configureApi({ apiBase: config.apiBase, addressBase: config.addressBase, otpBase: config.otpBase });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
