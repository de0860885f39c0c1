import { AppBar, Layout, LoadingIndicator, UserMenu, useGetIdentity, useTranslate, type LayoutProps } from 'react-admin';

/**
 * The user menu's button shows the signed-in e-mail; its accessible name says what the button is and
 * repeats that e-mail, so a person using speech input can say what they see.
 */
const ConsoleUserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const menu = translate('ra.auth.user_menu');
  return <UserMenu label={identity?.fullName ? `${menu} ${identity.fullName}` : menu} />;
};

/** The app bar's refresh button, whose spinner while data loads is named for screen readers. */
const ConsoleLoadingIndicator = () => {
  const translate = useTranslate();
  return <LoadingIndicator aria-label={translate('ra.page.loading')} />;
};

/** The console has one language and one theme, so its toolbar holds only the refresh button. */
const ConsoleAppBar = () => <AppBar userMenu={<ConsoleUserMenu />} toolbar={<ConsoleLoadingIndicator />} />;

/** react-admin's layout with the app bar above. */
export const ConsoleLayout = (props: LayoutProps) => <Layout {...props} appBar={ConsoleAppBar} />;
