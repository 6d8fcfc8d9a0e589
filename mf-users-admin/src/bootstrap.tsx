// Standalone development only (npm run dev): this remote's modules without the shell.
import { mountStandalone } from '@bess/shared';
import { Users } from './expose/Users';
import { Management } from './expose/Management';
import { AdminPanel } from './expose/AdminPanel';
import { AuditLog } from './expose/AuditLog';

mountStandalone(document.getElementById('root')!, { Users, Management, AdminPanel, AuditLog });
