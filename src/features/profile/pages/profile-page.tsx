import { useState } from 'react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { DetailList } from '@/components/detail-list.tsx';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { routes } from '@/config/paths.ts';
import { useUiOptions } from '@/features/ui-options';
import { useOnline } from '@/lib/use-online.ts';
import { DetailSkeleton } from '../components/detail-skeleton.tsx';
import { DocumentsPanel } from '../components/documents-panel.tsx';
import { SuccessBanner } from '../components/success-banner.tsx';
import { Tabs, type TabDef } from '../components/tabs.tsx';
import { useProfile } from '../hooks/use-profile.ts';
import { lastUpdatedText } from '@/lib/date-text.ts';
import { contactItems, personalItems } from '../model/profile-view.ts';

const PERSONAL_LABELS = ['First name', 'Middle name', 'Last name', 'Date of birth', 'Gender', 'Nationality'];
const CONTACT_LABELS = [
  'Mobile',
  'Email',
  'Address line 1',
  'Address line 2',
  'City',
  'State/Province',
  'Post code',
  'Country',
];
const DOCUMENT_LABELS = ['Account tier', 'Number', 'Issued in', 'Expiry'];

/**
 * /profile: the signed-in user's profile in three tabs (Personal Information, Contact Information,
 * Documents), with Change Password and Edit. The cached copy shows at once (and offline), then the
 * server's; a failed load shows its messages joined with commas.
 */
export default function ProfilePage() {
  const { profile, error, loading, savedAt, fromCache, refresh } = useProfile();
  const options = useUiOptions();
  const online = useOnline();
  const [tab, setTab] = useState('personal');
  const [dismissed, setDismissed] = useState<unknown>(undefined);
  const failure = error && error !== dismissed ? [error.messages.join(', ')] : [];

  const panel = (labels: readonly string[], items: () => { label: string; value: string }[]) => {
    if (profile) return <DetailList items={items()} />;
    if (loading || (online && !error)) return <DetailSkeleton labels={labels} />;
    if (online) return <Text>Your profile could not be loaded. Try again with Refresh.</Text>;
    return <Text>You are offline. Your profile shows here once you are back online.</Text>;
  };
  const tabs: TabDef[] = [
    {
      id: 'personal',
      label: 'Personal Information',
      panel: panel(PERSONAL_LABELS, () => (profile ? personalItems(profile, options) : [])),
    },
    {
      id: 'contact',
      label: 'Contact Information',
      panel: panel(CONTACT_LABELS, () => (profile ? contactItems(profile, options) : [])),
    },
    {
      id: 'documents',
      label: 'Documents',
      panel: profile ? (
        <DocumentsPanel profile={profile} options={options} />
      ) : (
        panel(DOCUMENT_LABELS, () => [])
      ),
    },
  ];

  return (
    <Stack gap="5" py="2" maxW="4xl">
      <HStack justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          My Profile
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="outline">
            <RouterLink href={routes.changePassword.pattern}>Change Password</RouterLink>
          </Button>
          <Button asChild colorPalette="blue">
            <RouterLink href={routes.profileUpdate.pattern}>Edit</RouterLink>
          </Button>
        </HStack>
      </HStack>
      <SuccessBanner path={routes.profile.pattern} />
      <ErrorBanner messages={failure} onDismiss={() => setDismissed(error)} />
      <HStack gap="3" minH="8" wrap="wrap">
        {profile && savedAt !== undefined && (fromCache || !online || error) && (
          <Text fontSize="sm" color="fg.muted">
            {lastUpdatedText(savedAt)}
          </Text>
        )}
        {online && !loading && (fromCache || error) && (
          <Button size="xs" variant="outline" onClick={refresh}>
            Refresh
          </Button>
        )}
        <Text role="status" fontSize="sm" color="fg.muted">
          {loading ? 'Updating...' : ''}
        </Text>
      </HStack>
      <Tabs label="Your profile" tabs={tabs} selected={tab} onSelect={setTab} />
    </Stack>
  );
}
