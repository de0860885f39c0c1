import { isStaffRole, ROLE_LABELS, type StaffRole } from '@lendbridge/domain';
import { Card, CardContent, CardHeader, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Link, Title, useCreatePath, useGetIdentity, usePermissions } from 'react-admin';
import { PRODUCT_NAME } from '../brand';
import { MembersByIdentityChart } from './MembersByIdentityChart';
import { ROLE_FEATURES } from './roleFeatures';

const RoleFeatureCard = ({ role }: { role: StaffRole }) => {
  const createPath = useCreatePath();
  return (
    <Card variant="outlined" component="section" aria-label={ROLE_LABELS[role]}>
      <CardHeader title={ROLE_LABELS[role]} slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <List dense disablePadding>
          {ROLE_FEATURES[role].map((feature) => (
            <ListItem key={feature.label} disableGutters>
              <ListItemText
                primary={
                  feature.resource ? (
                    <Link to={createPath({ resource: feature.resource, type: 'list' })}>
                      {feature.label}
                    </Link>
                  ) : (
                    feature.label
                  )
                }
                secondary={feature.resource ? feature.description : `${feature.description}（尚未開放於管理後台）`}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};

export const Dashboard = () => {
  const { permissions } = usePermissions<string[]>();
  const { identity } = useGetIdentity();
  const roles = (permissions ?? []).filter(isStaffRole);

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="ra.page.dashboard" />
      <Card>
        <CardHeader title={`歡迎使用${PRODUCT_NAME}`} subheader={identity?.fullName} />
        <CardContent sx={{ pt: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              您的角色：
            </Typography>
            {roles.map((role) => (
              <Chip key={role} label={ROLE_LABELS[role]} size="small" color="primary" variant="outlined" />
            ))}
          </Stack>
        </CardContent>
      </Card>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        {roles.map((role) => (
          <RoleFeatureCard key={role} role={role} />
        ))}
      </Stack>
      {roles.includes('admin') && (
        <Card component="section" aria-label="會員身分審核狀態">
          <CardHeader title="會員身分審核狀態" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
          <CardContent sx={{ pt: 0 }}>
            <MembersByIdentityChart />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
};
