import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, List, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../shell/services-context';
import { AccountServiceToken } from '../account-service';

const surveysKey = ['account', 'enterprise-surveys'] as const;

/** The enterprise survey fetch (spec 1 section 2, screen 11): the tenant's survey, until the buyer says it is filled in. */
export function EnterpriseSurveyCard() {
  const { t } = useTranslation();
  const api = useService(AccountServiceToken);
  const queries = useQueryClient();
  const surveys = useQuery({ queryKey: surveysKey, queryFn: ({ signal }) => api.surveys(signal) });
  const finish = useMutation({
    mutationFn: () => api.finishSurvey(),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['account'] }),
  });
  const data = surveys.data;
  return (
    <Card title={t('account.survey.title')} size="small">
      <Spin spinning={surveys.isPending} delay={500}>
        {data?.surveyFlag === 1 ? <Alert type="success" showIcon title={t('account.survey.thanks')} /> : null}
        {data && data.surveyFlag !== 1 ? (
          <List
            locale={{ emptyText: <Empty description={t('account.survey.none')} /> }}
            dataSource={[...data.surveyList]}
            rowKey="surveyId"
            renderItem={(survey) => (
              <List.Item
                actions={[
                  <Button key="open" type="link" href={survey.surveyUrl} target="_blank" rel="noopener noreferrer">
                    {t('account.survey.open')}
                  </Button>,
                  <Button key="done" loading={finish.isPending} onClick={() => finish.mutate()}>
                    {t('account.survey.done')}
                  </Button>,
                ]}
              >
                <List.Item.Meta title={survey.title} description={survey.description} />
              </List.Item>
            )}
          />
        ) : null}
      </Spin>
    </Card>
  );
}
