package agentloop

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// OpenAI is a model behind an OpenAI-compatible chat-completions endpoint
// (OpenAI, a local server such as llama.cpp or vLLM, a gateway).
type OpenAI struct {
	// BaseURL is the API's base, such as https://api.openai.com/v1; the
	// client posts to BaseURL + "/chat/completions".
	BaseURL string
	// APIKey is sent as a bearer token when set.
	APIKey string
	// Model names the model, such as "gpt-4.1-mini".
	Model string
	// HTTPClient sends the requests; nil means http.DefaultClient.
	HTTPClient *http.Client
}

type chatRequest struct {
	Model    string    `json:"model"`
	Messages []Message `json:"messages"`
}

type chatResponse struct {
	Choices []struct {
		Message Message `json:"message"`
	} `json:"choices"`
	Error *struct {
		Message string `json:"message"`
	} `json:"error"`
}

// maxResponse bounds a response body.
const maxResponse = 4 << 20

func (o OpenAI) Next(ctx context.Context, messages []Message) (string, error) {
	body, err := json.Marshal(chatRequest{Model: o.Model, Messages: messages})
	if err != nil {
		return "", err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, strings.TrimSuffix(o.BaseURL, "/")+"/chat/completions", bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/json")
	if o.APIKey != "" {
		req.Header.Set("Authorization", "Bearer "+o.APIKey)
	}
	client := o.HTTPClient
	if client == nil {
		client = http.DefaultClient
	}
	resp, err := client.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, maxResponse))
	if err != nil {
		return "", err
	}
	var out chatResponse
	if err := json.Unmarshal(b, &out); err != nil {
		return "", fmt.Errorf("chat completions: %s: %w", resp.Status, err)
	}
	switch {
	case out.Error != nil:
		return "", fmt.Errorf("chat completions: %s: %s", resp.Status, out.Error.Message)
	case resp.StatusCode != http.StatusOK:
		return "", fmt.Errorf("chat completions: %s", resp.Status)
	case len(out.Choices) == 0:
		return "", errors.New("chat completions: no choices in the response")
	}
	return out.Choices[0].Message.Content, nil
}
