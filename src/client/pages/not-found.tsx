// Any path the route table does not know.
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { buttonClass } from '../components/ui/button.js';
import { useLanguagePath } from '../lib/use-language-path.js';

export default function NotFoundPage() {
  const languagePath = useLanguagePath();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">
        <Trans>404 Page Not Found</Trans>
      </h1>
      <p className="mt-3 text-slate-700">
        <Trans>
          The page you are looking for does not exist or has moved. Check the address, or start again from the
          home page.
        </Trans>
      </p>
      <Link href={languagePath('/')} className={buttonClass('default', 'default', 'mt-6')}>
        <Trans>Go to Home</Trans>
      </Link>
    </div>
  );
}
