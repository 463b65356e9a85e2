/**
 * Adding a task (docs/product.md#adding-a-task): the total cost is checked against the buyer's
 * coins first; when it is too high (or the server says so with a 409) the buyer is offered to buy
 * coins. Otherwise the photo is uploaded (its progress shows), the task is created, and the buyer
 * goes to My Tasks. The mutation's tags refresh the buyer's coins and lists.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { COMMON_COPY } from '@contract/copy/common';
import { DASHBOARD_PATHS } from '@contract/dashboard';
import type { User } from '@contract/schemas/users';
import { SUCCESS_MESSAGES } from '@contract/messages';
import { taskCost } from '@contract/money';
import { notifyError, notifySuccess } from '@app/components/notify';
import { requestErrorMessage, requestErrorStatus } from '@app/store/requestError';
import { uploadImageWithProgress } from '@app/uploads/uploadWithProgress';
import { useAddTaskMutation } from '../api/tasksApi';

export interface NewTaskValues {
  task_title: string;
  task_detail: string;
  /** As typed; validated as a whole number of at least 1. */
  required_workers: string;
  payable_amount: string;
  /** `YYYY-MM-DD`. */
  completion_date: string;
  submission_info: string;
  /** As typed; validated as a whole number of days within REVIEW_RULES.reviewDays. */
  review_days: string;
  photo: File;
}

const CONFLICT = 409;

export function useAddTask(buyer: User) {
  const [addTask] = useAddTaskMutation();
  const navigate = useNavigate();
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [shortOfCoins, setShortOfCoins] = useState(false);

  async function submit(values: NewTaskValues): Promise<void> {
    const requiredWorkers = Number(values.required_workers);
    const payableAmount = Number(values.payable_amount);
    if (taskCost(requiredWorkers, payableAmount) > buyer.availableCoin) {
      setShortOfCoins(true);
      return;
    }
    try {
      setUploadProgress(0);
      const uploaded = await uploadImageWithProgress(values.photo, setUploadProgress);
      await addTask({
        task_title: values.task_title.trim(),
        task_detail: values.task_detail.trim(),
        required_workers: requiredWorkers,
        payable_amount: payableAmount,
        completion_date: values.completion_date,
        submission_info: values.submission_info.trim(),
        task_image_url: uploaded.data.display_url,
        review_days: Number(values.review_days),
        buyer_email: buyer.email,
        buyer_name: buyer.name,
      }).unwrap();
      notifySuccess(SUCCESS_MESSAGES.taskAdded);
      void navigate(DASHBOARD_PATHS.myTasks);
    } catch (error) {
      if (requestErrorStatus(error) === CONFLICT) setShortOfCoins(true);
      else notifyError(requestErrorMessage(error, COMMON_COPY.requestFailed));
    } finally {
      setUploadProgress(null);
    }
  }

  return {
    submit,
    uploadProgress,
    shortOfCoins,
    closeShortOfCoins: () => setShortOfCoins(false),
  };
}
