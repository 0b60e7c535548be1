// Route '/account': 'Your data and privacy' (POPIA): download my data, delete my account.
import { ME_TEXTS } from '../../shared/schemas/me.js';
import { Spinner } from '../components/ui/spinner.js';
import { useRequireAuth } from '../features/auth/index.js';
import { PrivacyControls } from '../features/me/index.js';

export default function AccountPage() {
  const { user } = useRequireAuth('/account');
  if (!user) return <Spinner />;
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold">{ME_TEXTS.pageTitle}</h1>
        <p className="mt-2 text-slate-600">
          South Africa's Protection of Personal Information Act (POPIA) gives you the right to see the
          personal information we hold about you and to have it deleted. Read more in our{' '}
          <a className="underline" href="/privacy">
            Privacy Policy
          </a>
          .
        </p>
      </div>
      <PrivacyControls />
    </div>
  );
}
