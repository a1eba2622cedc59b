// Package agent is a multi-day agent workflow: a program plans a piece of
// research, hands each topic to a research service whose jobs take days,
// follows up where a finding is not conclusive, and writes a report. The
// research job is a durable tool (start, then wait): a Temporal run waits
// for it for days without holding a worker, and a worker restarted in the
// middle resumes the wait instead of starting the job again.
//
//	codemode run --tools agent samples/agent/agent.js
//
// The research service here is a fake that compresses days: Options.Day is
// how long one day of research takes (the CLI uses one second). The test
// runs the program with Temporal's time-skipping test environment, where
// the jobs take their full days of workflow time.
package agent

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/codemode-go/codemode/durabletools"
)

// Options configures the fake research service.
type Options struct {
	// Day is how long one day of research takes. 0: jobs end at once.
	Day time.Duration
}

// PlanInput is the input of agent.plan.
type PlanInput struct {
	Goal string `json:"goal" jsonschema:"what the research should find out"`
}

// Topic is one line of research in a plan.
type Topic struct {
	Name string `json:"name"`
	Days int    `json:"days" jsonschema:"how many days the research takes"`
}

// Plan is the output of agent.plan.
type Plan struct {
	Goal   string  `json:"goal"`
	Topics []Topic `json:"topics"`
}

// ResearchInput is the input of agent.research.
type ResearchInput struct {
	Topic string `json:"topic"`
	Days  int    `json:"days" jsonschema:"days of research, from 1 to 30"`
}

// Job is a started research job: the durable tool's data. It holds all a
// worker needs to wait for the job, including when it ends, so a resumed
// wait on another worker waits only for the time left.
type Job struct {
	ID     string    `json:"id"`
	Topic  string    `json:"topic"`
	Days   int       `json:"days"`
	EndsAt time.Time `json:"endsAt"`
}

// Finding is the output of agent.research.
type Finding struct {
	Topic      string  `json:"topic"`
	Summary    string  `json:"summary"`
	Confidence float64 `json:"confidence"`
}

// ReportInput is the input of agent.report.
type ReportInput struct {
	Title    string    `json:"title"`
	Findings []Finding `json:"findings"`
}

// Report is the output of agent.report.
type Report struct {
	URL      string `json:"url"`
	Sections int    `json:"sections"`
}

// Tools returns the tool tree {"agent": {"plan", "research", "report"}}.
func Tools(opts Options) map[string]any {
	return map[string]any{"agent": map[string]any{
		"plan":     PlanTool(),
		"research": ResearchTool(opts),
		"report":   ReportTool(),
	}}
}

// PlanTool stands in for a model call that splits a goal into topics.
func PlanTool() *durabletools.Tool {
	return durabletools.New("Split a research goal into topics, each with an estimate in days.",
		func(ctx context.Context, in PlanInput, call durabletools.Call) (Plan, error) {
			if in.Goal == "" {
				return Plan{}, errors.New("a goal is required")
			}
			return Plan{Goal: in.Goal, Topics: []Topic{
				{Name: "latency", Days: 1},
				{Name: "pricing", Days: 2},
				{Name: "operations", Days: 2},
			}}, nil
		})
}

// ResearchTool is the durable research job: Start submits it, Wait
// waits until it ends and returns the finding, Cancel withdraws it.
func ResearchTool(opts Options) *durabletools.Tool {
	return durabletools.Durable("Research a topic; the job takes the given number of days.",
		durabletools.DurableFuncs[ResearchInput, Job, Finding]{
			Start: func(ctx context.Context, in ResearchInput, call durabletools.Call) (Job, error) {
				if in.Days < 1 || in.Days > 30 {
					return Job{}, fmt.Errorf("days must be from 1 to 30, got %d", in.Days)
				}
				return Job{
					ID:     "research-" + call.Key,
					Topic:  in.Topic,
					Days:   in.Days,
					EndsAt: time.Now().Add(time.Duration(in.Days) * opts.Day),
				}, nil
			},
			Wait: func(ctx context.Context, job Job, call durabletools.Call) (Finding, error) {
				if err := sleepUntil(ctx, job.EndsAt); err != nil {
					return Finding{}, err
				}
				return finding(job), nil
			},
			Cancel: func(ctx context.Context, job Job, call durabletools.Call) error {
				return nil // the fake service has nothing to withdraw
			},
		})
}

// finding is what the fake service finds: the first pass on pricing is
// inconclusive, so the agent has something to follow up.
func finding(job Job) Finding {
	f := Finding{Topic: job.Topic, Confidence: 0.9,
		Summary: fmt.Sprintf("%s: %d days of research, %d sources", job.Topic, job.Days, 3*job.Days)}
	if job.Topic == "pricing" {
		f.Confidence = 0.4
	}
	return f
}

// ReportTool writes the report (here: names where it would be).
func ReportTool() *durabletools.Tool {
	return durabletools.New("Write a report of findings; returns its URL.",
		func(ctx context.Context, in ReportInput, call durabletools.Call) (Report, error) {
			slug := strings.ReplaceAll(strings.ToLower(in.Title), " ", "-")
			return Report{URL: "https://reports.example/" + slug, Sections: len(in.Findings)}, nil
		})
}

// sleepUntil waits until t unless ctx ends first.
func sleepUntil(ctx context.Context, t time.Time) error {
	d := time.Until(t)
	if d <= 0 {
		return nil
	}
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-timer.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
