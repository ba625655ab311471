import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../routing/use-paths';
import { LinkButton } from '../components/ui/action-button';
import { NOT_FOUND } from '../lib/not-found-log';

/** `*`: the 404 page. */
export function Component() {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <Container
      component="section"
      aria-labelledby="page-title"
      {...{ [NOT_FOUND]: '' }}
      sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}
    >
      <Typography
        component="p"
        sx={{
          typography: 'display',
          fontWeight: 800,
          color: 'primary.main',
          lineHeight: 1,
        }}
      >
        {t('notFound.code')}
      </Typography>
      <Typography variant="h1" id="page-title" sx={{ mt: 2, mb: 2 }}>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto', mb: 4 }}>
        {t('notFound.message')}
      </Typography>
      <LinkButton to={paths.home} variant="contained" size="large">
        {t('notFound.home')}
      </LinkButton>
    </Container>
  );
}
